import { useEffect } from '../../../react.ts';

/**
 * The settings, hotels and embed screens' styles, adopted beside the shell's (the console's
 * policy allows no inline style): the form and the preview side by side on a wide screen, one
 * above the other on a narrow one; logical properties, so Arabic mirrors them.
 */
const CSS = `
.cs-settings{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1.5rem;
align-items:start}
.cs-section{border:1px solid var(--cs-line);border-radius:8px;background:var(--cs-card);
padding:1rem 1.25rem;margin:0 0 1.25rem;min-width:0}
.cs-section legend{padding:0 .25rem}
.cs-section legend h2{margin:0}
.cs-section details{margin-block-end:1rem}
.cs-section summary{cursor:pointer;min-height:44px;display:flex;align-items:center}
.cs-choices{border:0;padding:0;margin:0 0 1rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.cs-choices legend{font-weight:600;padding:0;margin-block-end:.25rem}
.cs-choices .cs-error{flex-basis:100%}
.cs-choices .cs-check{display:inline-flex;align-items:center;gap:.4rem;min-height:44px}
.cs-preview{position:sticky;inset-block-start:1rem;background:var(--cs-card);
border:1px solid var(--cs-line);border-radius:8px;padding:1rem;min-width:0}
.cs-preview h2{margin-block-start:0}
.cs-preview-tools{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin-block-end:.5rem}
.cs-preview-frame{border:1px dashed var(--cs-line);border-radius:6px;padding:.5rem;
min-height:12rem;overflow:auto}
.cs-snippet{margin:0 0 1.25rem}
.cs-snippet pre{margin:.25rem 0;padding:.75rem;background:var(--cs-bg);border:1px solid var(--cs-line);
border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere;direction:ltr;text-align:left;
font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
.cs-secret{border:2px solid var(--cs-ok);border-radius:6px;padding:.75rem 1rem;margin-block-end:1rem}
@media (max-width:64rem){.cs-settings{grid-template-columns:minmax(0,1fr)}.cs-preview{position:static}}
`;

let adopted = false;

/** Adopts the styles once per page, when the first of these screens is drawn. */
export function useSettingsStyles(): void {
  useEffect(() => {
    if (adopted || typeof CSSStyleSheet === 'undefined') return;
    adopted = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, []);
}
