import { useEffect } from '../../../react.ts';

/**
 * The desk's styles, adopted beside the shell's (the console's policy allows no inline style):
 * facts as a two-column list, the timeline as a rule on the reading side, action forms in cards;
 * logical properties, so Arabic mirrors them.
 */
const CSS = `
.cs-facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:.5rem 1.5rem;
margin:0 0 1rem}
.cs-facts dt{font-weight:600;color:var(--cs-muted);font-size:.9rem}
.cs-facts dd{margin:0;overflow-wrap:anywhere}
.cs-timeline{list-style:none;margin:0 0 1.5rem;padding-inline-start:1rem;
border-inline-start:3px solid var(--cs-line)}
.cs-timeline li{margin-block-end:.75rem}
.cs-event-detail{overflow-wrap:anywhere}
.cs-desk-actions{display:grid;grid-template-columns:repeat(auto-fill,minmax(20rem,1fr));gap:1rem;
margin-block:1rem}
.cs-desk-actions section{background:var(--cs-card);border:1px solid var(--cs-line);border-radius:8px;
padding:1rem 1.25rem}
.cs-desk-actions h3{margin-block-start:0}
`;

let adopted = false;

/** Adopts the styles once per page, when the first desk screen is drawn. */
export function useDeskStyles(): void {
  useEffect(() => {
    if (adopted || typeof CSSStyleSheet === 'undefined') return;
    adopted = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, []);
}
