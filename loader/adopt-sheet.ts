/**
 * A stylesheet a lazily loaded chunk adds to an element's shadow root (once per root), after the
 * loader's own: constructable, so a strict Content-Security-Policy allows it. The sheet object
 * is made on first use and shared by every element on the page.
 */
export function sheetAdopter(css: string): (root: ShadowRoot) => void {
  let sheet: CSSStyleSheet | undefined;
  return (root) => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}
