/**
 * The console's styles, adopted by the page (main.tsx) as a constructed stylesheet: the page's
 * Content-Security-Policy allows no inline `<style>`. Logical properties (`inline-start` …)
 * throughout, so the layout mirrors itself for Arabic. Colours meet WCAG AA contrast.
 * A narrow screen (under 48rem) stacks everything and folds the navigation behind "Menu".
 */
export const CONSOLE_CSS = `
:root{--cs-ink:#1b1f24;--cs-muted:#515b66;--cs-line:#c9d0d8;--cs-bg:#f5f7f9;--cs-card:#fff;
--cs-accent:#0b5cad;--cs-accent-ink:#fff;--cs-danger:#a4161a;--cs-ok:#176639;--cs-focus:#ffbf47;
color-scheme:light;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",
"Noto Sans Arabic","Noto Sans Thai","Noto Sans CJK JP",sans-serif;color:var(--cs-ink);
background:var(--cs-bg)}
body{margin:0}
*,*::before,*::after{box-sizing:border-box}
:focus-visible{outline:3px solid var(--cs-focus);outline-offset:2px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
a{color:var(--cs-accent)}
.cs-skip{position:absolute;inset-inline-start:.5rem;inset-block-start:-4rem;z-index:10;
padding:.5rem 1rem;background:var(--cs-card);border:2px solid var(--cs-accent)}
.cs-skip:focus{inset-block-start:.5rem}
.cs-header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.5rem 1rem;
background:var(--cs-card);border-block-end:1px solid var(--cs-line)}
.cs-brand{display:flex;flex-direction:column;margin:0;font-weight:600}
.cs-brand .cs-muted{font-weight:400;font-size:.85rem}
.cs-header-tools{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;
margin-inline-start:auto}
.cs-who{overflow-wrap:anywhere}
.cs-muted{color:var(--cs-muted)}
.cs-inline-field{display:inline-flex;align-items:center;gap:.4rem}
.cs-body{display:grid;grid-template-columns:14rem minmax(0,1fr);min-height:calc(100vh - 4rem)}
.cs-nav{background:var(--cs-card);border-inline-end:1px solid var(--cs-line);padding:1rem 0}
.cs-nav ul{list-style:none;margin:0;padding:0}
.cs-nav a{display:block;padding:.6rem 1rem;text-decoration:none;color:var(--cs-ink);
border-inline-start:4px solid transparent}
.cs-nav a:hover{background:var(--cs-bg)}
.cs-nav a[aria-current=page]{border-inline-start-color:var(--cs-accent);font-weight:600;
background:var(--cs-bg)}
.cs-main{padding:1.5rem;min-width:0}
.cs-main:focus,h1:focus{outline:none}
.cs-menu-button{display:none}
@media (max-width:48rem){
.cs-menu-button{display:inline-block}
.cs-body{display:block}
.cs-nav{display:none;border-inline-end:0;border-block-end:1px solid var(--cs-line)}
.cs-nav-open{display:block}
.cs-header-tools{margin-inline-start:0;width:100%}
.cs-main{padding:1rem}
}
.cs-public{max-width:32rem;margin:0 auto;padding:1rem}
.cs-public-header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;
gap:.5rem;margin-block-end:1rem}
.cs-card{background:var(--cs-card);border:1px solid var(--cs-line);border-radius:8px;
padding:1.5rem}
.cs-button{font:inherit;min-height:44px;padding:.5rem 1rem;border:1px solid var(--cs-accent);
border-radius:6px;background:var(--cs-card);color:var(--cs-accent);cursor:pointer}
.cs-button:disabled{opacity:.7;cursor:progress}
.cs-primary{background:var(--cs-accent);color:var(--cs-accent-ink)}
.cs-danger{border-color:var(--cs-danger);color:var(--cs-danger)}
.cs-link-button{font:inherit;background:none;border:0;padding:0;color:var(--cs-accent);
text-decoration:underline;cursor:pointer}
.cs-actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1rem;align-items:center}
.cs-field{display:flex;flex-direction:column;gap:.25rem;margin-block-end:1rem}
.cs-field label{font-weight:600}
.cs-field input:not([type=checkbox]),.cs-field select,.cs-field textarea,.cs-inline-field select{
font:inherit;min-height:44px;padding:.4rem .6rem;border:1px solid #6b7580;border-radius:6px;
background:var(--cs-card);color:var(--cs-ink);max-width:100%}
.cs-field textarea{min-height:6rem}
.cs-check{flex-direction:row;flex-wrap:wrap;align-items:center;gap:.5rem}
.cs-check input{width:1.25rem;height:1.25rem}
.cs-check .cs-hint,.cs-check .cs-error{flex-basis:100%}
.cs-field-invalid input,.cs-field-invalid select,.cs-field-invalid textarea{
border:2px solid var(--cs-danger)}
.cs-hint{margin:0;color:var(--cs-muted);font-size:.9rem}
.cs-error{margin:0;color:var(--cs-danger);font-weight:600}
.cs-optional{font-weight:400;color:var(--cs-muted)}
.cs-summary{border:2px solid var(--cs-danger);border-radius:6px;padding:.75rem 1rem;
margin-block-end:1rem;background:#fff5f5}
.cs-summary p{margin:0 0 .25rem;font-weight:600}
.cs-summary ul{margin:0;padding-inline-start:1.25rem}
.cs-summary-empty{display:none}
.cs-alert{border-inline-start:4px solid var(--cs-danger);padding:.5rem 1rem;background:#fff5f5;
margin-block-end:1rem}
.cs-notice{border-inline-start:4px solid var(--cs-ok);padding:.5rem 1rem;background:#f1faf4;
margin-block-end:1rem}
.cs-status{color:var(--cs-muted)}
.cs-table-wrap{overflow-x:auto}
.cs-table{border-collapse:collapse;width:100%;background:var(--cs-card)}
.cs-table th,.cs-table td{text-align:start;padding:.5rem;border-block-end:1px solid var(--cs-line);
vertical-align:top}
.cs-table th{font-weight:600}
.cs-list{list-style:none;margin:0 0 1rem;padding:0}
.cs-list li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;
padding:.75rem 0;border-block-end:1px solid var(--cs-line)}
.cs-codes{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.25rem 1rem;
margin:0 0 1rem;padding-inline-start:1.25rem}
.cs-qr{display:block;background:#fff;padding:8px;border:1px solid var(--cs-line)}
.cs-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;
clip-path:inset(50%);white-space:nowrap}
.cs-wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.cs-fieldset{border:1px solid var(--cs-line);border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}
.cs-fieldset legend{font-weight:600;padding:0 .25rem}
.cs-fieldset .cs-check{display:flex;align-items:center;gap:.5rem;margin:.25rem 0}
.cs-notice-slot:not(:empty){border-inline-start:4px solid var(--cs-ok);padding:.5rem 1rem;
background:#f1faf4;margin-block-end:1rem}
.cs-notice-slot:empty{margin:0}
.cs-diff{list-style:none;margin:0;padding:0}
.cs-diff li{margin-block-end:.25rem}
.cs-diff del{color:var(--cs-danger)}
.cs-diff ins{color:var(--cs-ok);text-decoration:none;font-weight:600}
.cs-arrow{padding:0 .35rem}
.cs-filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:0 1rem;
align-items:end;margin-block-end:1rem}
.cs-filters .cs-summary,.cs-filters .cs-summary-empty{grid-column:1/-1}
.cs-filters button{margin-block-end:1rem}
.cs-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;
overflow-wrap:anywhere;direction:ltr;unicode-bidi:isolate}
`;
