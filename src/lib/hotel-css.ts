/**
 * The hotel's header and footer CSS (the facility shell's `header_css` and `footer_css`, set in
 * the console; product.md §3): untrusted text, so it is read by the browser's own CSS parser and
 * written back only as rules that cannot reach past the box they belong to. Lives in the
 * sanitiser's chunk (loaded only for a hotel that has header or footer HTML or CSS), never in
 * the first screen's code.
 *
 * What is kept, inside `@scope (<box>)` so that every rule matches only the header (or footer)
 * and what is in it, never the rest of the widget, the hotel's page or the hosted page:
 * - style rules, and `@media` / `@supports` groups of them (nested rules too);
 * - declarations, except `position: fixed` (it would lay the box over the whole page) and
 *   images from anywhere but an `https:` address (no `javascript:`, `data:` or tracking by
 *   plain http), and `image-set()`, `src()`, `image()`, whose addresses are not checked here.
 *
 * What is dropped: `@import` (the parser ignores it), `@font-face`, `@keyframes`, `@property`,
 * `@layer`, `@page`, `@namespace` and any other at-rule (each acts beyond the box or loads
 * something), and whatever the parser refuses. A browser without `@scope` drops the whole
 * block: the hotel's CSS then does nothing, which is the safe way to fail.
 */

/** The boxes hotel CSS may style: the widget's header and footer. */
export const HOTEL_CSS_SCOPES = { header: '.hb-header', footer: '.hb-footer' } as const;

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))\s*\)/gi;
const UNCHECKED_IMAGE = /(?:^|[^\w-])(?:-webkit-)?(?:image-set|src|image)\s*\(/i;

/** Whether a declaration may stay: no fixed position, images only from https addresses. */
function declarationAllowed(property: string, value: string): boolean {
  if (property === 'position' && /fixed/i.test(value)) return false;
  if (UNCHECKED_IMAGE.test(value)) return false;
  for (const match of value.matchAll(URL_FUNCTION)) {
    const address = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (!/^https:\/\//i.test(address)) return false;
  }
  return true;
}

/**
 * Removes the declarations that may not stay from one rule's style, or from an element's
 * `style` attribute in the hotel's HTML (sanitize-html.ts), by the same rules.
 */
export function cleanStyle(style: CSSStyleDeclaration): void {
  for (const property of [...style]) {
    if (!declarationAllowed(property, style.getPropertyValue(property)))
      style.removeProperty(property);
  }
}

/** Something holding rules it can delete: the parsed sheet, a group, a style rule (nesting). */
interface RuleOwner {
  readonly cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

/**
 * Cleans the rules of `owner` in place: style rules and `@media` / `@supports` groups stay
 * (their declarations and nested rules cleaned), every other rule is deleted; a group left
 * empty goes too. Nested declarations (after a nested rule) are cleaned like a rule's own.
 */
function cleanRules(owner: RuleOwner): void {
  for (let index = owner.cssRules.length - 1; index >= 0; index--) {
    const rule = owner.cssRules[index];
    if (rule instanceof CSSStyleRule) {
      cleanStyle(rule.style);
      cleanRules(rule);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      cleanRules(rule);
      if (rule.cssRules.length === 0) owner.deleteRule(index);
    } else if (
      typeof CSSNestedDeclarations === 'function' &&
      rule instanceof CSSNestedDeclarations
    ) {
      cleanStyle(rule.style);
    } else {
      owner.deleteRule(index);
    }
  }
}

/**
 * The hotel's CSS for one box (`scope`: a selector of {@link HOTEL_CSS_SCOPES}), cleaned and
 * scoped to it; '' when nothing of it may stay.
 */
export function scopeHotelCss(css: string, scope: string): string {
  if (!css.trim()) return '';
  const parsed = new CSSStyleSheet();
  try {
    // replaceSync ignores @import rules; anything else the parser refuses is left out.
    parsed.replaceSync(css);
  } catch {
    return '';
  }
  cleanRules(parsed);
  const kept = [...parsed.cssRules].map((rule) => rule.cssText);
  return kept.length > 0 ? `@scope (${scope}) {\n${kept.join('\n')}\n}` : '';
}

/** The hotel CSS sheet of each tree and the CSS it was made of. */
const adopted = new WeakMap<Document | ShadowRoot, { sheet: CSSStyleSheet; made: string }>();

/**
 * Puts the hotel's header and footer CSS (the start-up settings' facility shell), cleaned and
 * scoped, in one stylesheet of the tree `node` is in (the widget's shadow root, or the hosted
 * page's document), replacing what it held; no CSS empties it. The app's root calls it in every
 * commit (a ref callback, null when it goes): the same CSS again costs a comparison.
 */
export function adoptHotelCss(
  node: Node | null,
  settings:
    | {
        readonly facility_shell: { readonly header_css: string; readonly footer_css: string };
      }
    | undefined,
): void {
  const root = node?.getRootNode();
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  const header = settings?.facility_shell.header_css ?? '';
  const footer = settings?.facility_shell.footer_css ?? '';
  const made = `${header}\u0000${footer}`;
  let entry = adopted.get(root);
  if (entry?.made === made) return;
  if (!entry) {
    if (!`${header}${footer}`.trim()) return;
    entry = { sheet: new CSSStyleSheet(), made: '' };
    adopted.set(root, entry);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, entry.sheet];
  }
  entry.made = made;
  entry.sheet.replaceSync(
    [
      scopeHotelCss(header, HOTEL_CSS_SCOPES.header),
      scopeHotelCss(footer, HOTEL_CSS_SCOPES.footer),
    ].join('\n'),
  );
}
