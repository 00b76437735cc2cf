import { useEffect } from '../../../react.ts';

/**
 * The inventory screens' styles, adopted as a constructed sheet (the console's policy allows no
 * inline `<style>`; the grid's virtual spacers get their width through the CSSOM, which it
 * allows). Logical properties throughout, so Arabic mirrors the grid; 44 px touch targets.
 */
const CSS = `
.inv-scroll{overflow:auto;max-block-size:70vh;border:1px solid var(--cs-line);border-radius:8px;
background:var(--cs-card);-webkit-overflow-scrolling:touch;overscroll-behavior:contain}
.inv-grid{border-collapse:separate;border-spacing:0;table-layout:fixed}
.inv-spacer{padding:0;border:0}
.inv-head{position:sticky;inset-inline-start:0;z-index:1;background:var(--cs-card);
inline-size:12rem;min-inline-size:12rem;padding:.35rem .5rem;border-block-end:1px solid var(--cs-line);
border-inline-end:2px solid var(--cs-line);font-size:.85rem}
.inv-top th{position:sticky;inset-block-start:0;z-index:2;
background:var(--cs-bg)}
.inv-top .inv-head{z-index:3}
.inv-col,.inv-cell{inline-size:6rem;min-inline-size:6rem;box-sizing:border-box;padding:.25rem .35rem;
border-block-end:1px solid var(--cs-line);border-inline-end:1px solid var(--cs-line);font-size:.8rem;
min-block-size:44px}
.inv-col[data-weekend]{background:#eef1f5}
.inv-cell{cursor:default;text-align:center;vertical-align:top}
.inv-cell[data-editable]{cursor:pointer}
.inv-cell:focus{outline:3px solid var(--cs-focus);outline-offset:-3px}
.inv-cell[data-closed]{background:#fbe9ea}
.inv-price{display:block;font-weight:600;font-variant-numeric:tabular-nums}
.inv-left{display:block;color:var(--cs-muted)}
.inv-marks{display:flex;flex-wrap:wrap;gap:2px;justify-content:center}
.inv-mark{border:1px solid var(--cs-danger);color:var(--cs-danger);border-radius:3px;padding:0 2px;
font-size:.7rem}
.inv-derived{font-style:italic}
.inv-tools{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin-block:.75rem}
.inv-panels{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:1rem;
margin-block-start:1rem}
.inv-fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.25rem 1rem}
.inv-fields .cs-field input,.inv-fields .cs-field select{inline-size:100%}
.inv-days{border:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.inv-days label{display:inline-flex;align-items:center;gap:.3rem;min-block-size:44px}
.inv-dialog{max-inline-size:min(40rem,95vw);border:1px solid var(--cs-line);border-radius:8px}
.inv-dialog::backdrop{background:rgb(0 0 0 / .35)}
.inv-list td,.inv-list th{padding:.35rem .5rem;border-block-end:1px solid var(--cs-line);text-align:start}
.inv-list{border-collapse:collapse;inline-size:100%}
.inv-card{border:1px solid var(--cs-line);border-radius:8px;padding:.75rem;max-inline-size:24rem}
.inv-card img{max-inline-size:100%;border-radius:6px}
.inv-photos{display:grid;gap:.75rem}
.inv-photo{display:grid;gap:.35rem;padding-block-end:.75rem;border-block-end:1px solid var(--cs-line)}
.inv-photo-img{max-inline-size:12rem;block-size:auto;border-radius:6px}
.inv-preview{margin:1rem 0;padding:.75rem;border:1px dashed var(--cs-line);border-radius:8px}
.inv-preview figcaption{font-weight:600;margin-block-end:.5rem}
.inv-preview-card{background:var(--cs-card);border:1px solid var(--cs-line);border-radius:8px;padding:.75rem}
.inv-preview-photo{display:block;max-inline-size:100%;max-block-size:12rem;object-fit:cover;border-radius:6px}
.inv-preview-plan{border-block-start:1px solid var(--cs-line);padding-block-start:.5rem}
`;

let adopted = false;

/** Adopts the styles once per page, when the first inventory screen is drawn. */
export function useInventoryStyles(): void {
  useEffect(() => {
    if (adopted || typeof CSSStyleSheet === 'undefined') return;
    adopted = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, []);
}
