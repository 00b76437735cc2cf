/**
 * The widget's stylesheet, shared by the inline widget (adopted into its shadow root) and the
 * hosted app (adopted by the document). Colours come from custom properties the hotel's theme
 * sets. Logical properties (inline-start/end) keep Arabic right-to-left layouts correct.
 *
 * The header's text is white or black, whichever contrasts more with the header colour (WCAG 2:
 * relative luminance from linear sRGB; below 0.1791 white wins, giving at least 4.58:1 either
 * way), so a hotel's dark header colour never hides it; `font-colour` stays the body's colour.
 * Browsers without relative colour syntax keep the body colour there, as before.
 */
export const WIDGET_CSS = `
:host,.hb-page{--hb-accent:#9b2c3d;--hb-accent-text:#fff;--hb-header-bg:#fff;--hb-text:#1f2328;--hb-muted:#57606a;--hb-border:#d0d7de;--hb-surface:#f6f8fa;--hb-danger:#b42318;--hb-focus:#1a5fb4}
:host{display:block}
:host([inert]) .hb-app{display:none}
.hb-app{all:initial;display:block;box-sizing:border-box;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans JP","Noto Sans Arabic",sans-serif;color:var(--hb-text);background:#fff;min-height:inherit;text-align:start}
.hb-app *,.hb-app *::before,.hb-app *::after{box-sizing:border-box}
.hb-app :focus-visible{outline:3px solid var(--hb-focus);outline-offset:2px}
.hb-header{display:flex;align-items:center;gap:12px;flex-wrap:wrap;padding:12px 16px;background:var(--hb-header-bg);color:var(--hb-header-text,inherit);border-block-end:1px solid var(--hb-border)}
@supports (color:color(from red srgb-linear r g b)){.hb-header{--hb-header-text:color(from var(--hb-header-bg) srgb-linear clamp(0,(.1791 - (.2126*r + .7152*g + .0722*b))*1e5,1) clamp(0,(.1791 - (.2126*r + .7152*g + .0722*b))*1e5,1) clamp(0,(.1791 - (.2126*r + .7152*g + .0722*b))*1e5,1))}}
.hb-header .hb-link,.hb-header .hb-btn-quiet{color:var(--hb-header-text,var(--hb-text))}
.hb-header h1,.hb-header .hb-title{margin:0;font-size:1.15rem;font-weight:700}
.hb-logo{max-height:40px;max-width:160px;display:block}
.hb-spacer{flex:1}
.hb-hotel-html{display:block}
.hb-main{padding:16px}
.hb-footer{padding:12px 16px;border-block-start:1px solid var(--hb-border);color:var(--hb-muted);font-size:.875rem}
.hb-banner{display:flex;gap:12px;align-items:flex-start;margin:12px 16px 0;padding:10px 12px;border-radius:8px;background:#fdecea;color:var(--hb-danger);border:1px solid #f5c2c0}
.hb-banner p{margin:0;flex:1}
.hb-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:10px 18px;border:0;border-radius:6px;background:var(--hb-accent);color:var(--hb-accent-text);font-family:inherit;font-size:1rem;font-weight:600;line-height:1.2;cursor:pointer;text-decoration:none}
.hb-btn[disabled]{opacity:.55;cursor:not-allowed}
.hb-btn-quiet{background:transparent;color:var(--hb-text);border:1px solid var(--hb-border)}
.hb-link{padding:0;border:0;background:none;color:var(--hb-accent);font:inherit;text-decoration:underline;cursor:pointer}
.hb-form{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));align-items:end}
.hb-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.hb-field label,.hb-label{font-size:.875rem;font-weight:600}
.hb-input,.hb-select{width:100%;min-height:44px;padding:8px 10px;border:1px solid var(--hb-border);border-radius:6px;font:inherit;color:inherit;background:#fff}
.hb-input[aria-invalid=true]{border-color:var(--hb-danger)}
.hb-error{color:var(--hb-danger);font-size:.875rem;margin:0}
.hb-muted{color:var(--hb-muted)}
.hb-card{border:1px solid var(--hb-border);border-radius:10px;padding:14px;background:#fff}
.hb-price{font-weight:700;font-size:1.1rem}
.hb-loader{display:grid;place-items:center;align-content:center;gap:8px;min-height:200px;color:var(--hb-muted)}
.hb-spinner{inline-size:28px;block-size:28px;border:3px solid var(--hb-border);border-block-start-color:var(--hb-accent);border-radius:50%;animation:hb-spin 1s linear infinite}
@keyframes hb-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.hb-spinner{animation:none}}
.hb-banner-warning{background:#fff8e1;color:#6d4c00;border-color:#f0d48a}
.hb-banner-info{background:var(--hb-surface);color:var(--hb-text);border-color:var(--hb-border)}
.hb-btn-small{min-height:36px;padding:6px 12px;font-size:.875rem}
.hb-header-close{justify-content:flex-end}
.hb-language-selector{display:inline-flex;align-items:center;gap:6px;font-size:.875rem}
.hb-language-selector select{min-height:36px;padding:4px 8px;border:1px solid var(--hb-border);border-radius:6px;font:inherit;color:var(--hb-text);background:#fff}
.hb-init-error{margin:24px 0;text-align:center;color:var(--hb-muted)}
.hb-overlay{position:fixed;inset:0;z-index:10;display:grid;place-items:center;padding:16px;background:rgb(0 0 0 / .45)}
.hb-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.hb-small{font-size:.8rem}
.hb-search{display:grid;gap:14px}
.hb-search-extra{display:flex;flex-wrap:wrap;gap:12px;align-items:end}
.hb-search-extra .hb-field{flex:1 1 180px}
.hb-search-submit{flex:0 0 auto;min-width:140px}
.hb-search:has(.hb-search-submit:focus:not(:focus-visible))~.hb-results-space,.hb-results-space:not(:empty){min-height:100vh;position:relative}
.hb-results-space>.hb-loader{position:absolute;inset:0}
.hb-check{display:inline-flex;align-items:center;gap:8px;min-height:44px}
.hb-check input{width:20px;height:20px;accent-color:var(--hb-accent)}
.hb-screen-title{margin:16px 0 8px;font-size:1.3rem}
@media (max-width:992px){.hb-main{padding:12px}.hb-form{grid-template-columns:1fr 1fr}}
.hb-cal-picker{min-width:0}
.hb-cal-field{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;inline-size:100%;min-block-size:44px;padding:8px 12px;border:1px solid var(--hb-border);border-radius:6px;background:#fff;color:inherit;font:inherit;text-align:start;cursor:pointer}
.hb-cal-field__part{display:flex;flex-direction:column}
.hb-cal-field__label{font-size:.75rem;font-weight:600;color:var(--hb-muted)}
.hb-cal-field__value{font-weight:600}
.hb-cal-field__nights{margin-inline-start:auto;font-size:.875rem;color:var(--hb-muted)}
.hb-guests{display:grid;gap:12px;min-width:0}
.hb-guests-room{display:grid;gap:10px;min-inline-size:0;margin:0;padding:12px;border:1px solid var(--hb-border);border-radius:8px}
.hb-guests-room>legend{padding-inline:4px;font-weight:700}
.hb-guests-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 12px}
.hb-guests-label{display:flex;flex-direction:column}
.hb-guests-sub{font-size:.75rem;color:var(--hb-muted)}
.hb-guests-stepper{display:inline-flex;align-items:center;gap:8px}
.hb-guests-step{inline-size:44px;block-size:44px;border:1px solid var(--hb-border);border-radius:50%;background:#fff;color:inherit;font:inherit;font-size:1.25rem;line-height:1;cursor:pointer}
.hb-guests-step[aria-disabled=true]{opacity:.45;cursor:not-allowed}
.hb-guests-count{min-inline-size:2ch;font-weight:600;text-align:center}
.hb-guests-ages{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(140px,1fr))}
.hb-guests-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.hb-guests-warning{margin:0;font-size:.875rem;color:#7a4d00}
`;

let sheet: CSSStyleSheet | undefined;
const laterBlocks = new Set<string>();

/**
 * The rules so far: the first screen's and those of every screen loaded since. The server's
 * drawing of the first screen (server/web/first-screen) sends them as text: no stylesheet
 * object there.
 */
export const widgetCssText = (): string => WIDGET_CSS + [...laterBlocks].join('\n');

/** One constructable stylesheet for every widget on the page (allowed under strict CSP). */
export function widgetStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(widgetCssText());
  }
  return sheet;
}

/**
 * Adds the rules of a screen loaded on demand to the shared stylesheet, once. Lazy screens call
 * it when their chunk loads (module top level), so the first screen downloads only its own CSS.
 */
export function addWidgetStyles(css: string): void {
  if (laterBlocks.has(css)) return;
  laterBlocks.add(css);
  sheet?.replaceSync(widgetCssText());
}
