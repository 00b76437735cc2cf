/**
 * The calendar dialog's rules, added when its chunk loads (the date fields of the first screen
 * keep theirs in widget-css.ts): the first screen does not download what it does not show.
 */
export const CALENDAR_CSS = `
.hb-cal-dialog{inline-size:min(52rem,calc(100vw - 16px));max-inline-size:none;max-block-size:calc(100dvh - 16px);padding:0;border:0;border-radius:12px;color:var(--hb-text,#1f2328);background:#fff;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans JP","Noto Sans Arabic",sans-serif;box-shadow:0 8px 32px rgb(0 0 0/.25)}
.hb-cal-dialog::backdrop{background:rgb(0 0 0/.4)}
.hb-cal-dialog *,.hb-cal-dialog *::before,.hb-cal-dialog *::after{box-sizing:border-box}
.hb-cal-dialog :focus-visible{outline:3px solid var(--hb-focus,#1a5fb4);outline-offset:1px}
.hb-cal{display:grid;gap:8px;padding:16px}
.hb-cal-head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.hb-cal-title{margin:0;font-size:1.1rem}
.hb-cal-close{min-block-size:44px;padding:8px 12px;border:1px solid var(--hb-border,#d0d7de);border-radius:6px;background:#fff;color:inherit;font:inherit;cursor:pointer}
.hb-cal-nav{display:flex;justify-content:space-between}
.hb-cal-nav__btn{display:grid;place-items:center;inline-size:44px;block-size:44px;border:1px solid var(--hb-border,#d0d7de);border-radius:50%;background:#fff;color:inherit;cursor:pointer}
.hb-cal-nav__btn[aria-disabled=true]{opacity:.4;cursor:not-allowed}
.hb-cal-chevron{transform:scaleX(-1)}
.hb-cal-nav__btn--next .hb-cal-chevron,.hb-cal-dialog[dir=rtl] .hb-cal-chevron{transform:none}
.hb-cal-dialog[dir=rtl] .hb-cal-nav__btn--next .hb-cal-chevron{transform:scaleX(-1)}
.hb-cal-months{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
.hb-cal-months[data-months="2"]{grid-template-columns:repeat(2,minmax(0,1fr))}
.hb-cal-month__title{margin:0 0 4px;font-size:1rem;text-align:center}
.hb-cal-grid{inline-size:100%;border-collapse:collapse;table-layout:fixed}
.hb-cal-grid th{padding:4px 0;font-size:.75rem;font-weight:600;color:var(--hb-muted,#57606a);text-align:center}
.hb-cal-grid td{padding:1px 0}
.hb-cal-day{position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;inline-size:100%;min-block-size:44px;padding:2px 0;border:1px solid transparent;border-radius:6px;background:transparent;color:inherit;font:inherit;line-height:1.15;cursor:pointer}
.hb-cal-day:hover{border-color:var(--hb-border,#d0d7de)}
.hb-cal-day__num{font-size:.95rem;font-weight:600}
.hb-cal-day__info{max-inline-size:100%;min-block-size:1.15em;font-size:.625rem;color:var(--hb-muted,#57606a);overflow-wrap:anywhere}
.hb-cal-day[aria-current=date] .hb-cal-day__num{text-decoration:underline}
.hb-cal-day[aria-disabled=true]{color:var(--hb-muted,#57606a);cursor:not-allowed}
.hb-cal-day[aria-disabled=true] .hb-cal-day__num{font-weight:400}
.hb-cal-day[data-level=soldOut] .hb-cal-day__num{text-decoration:line-through}
.hb-cal-day[data-level=few]::after{content:"";position:absolute;inset-block-start:4px;inset-inline-end:4px;inline-size:6px;block-size:6px;border-radius:50%;background:#b35900}
.hb-cal-day[data-range=inside]{border-radius:0;background:#fbe9ec;color:var(--hb-text,#1f2328)}
.hb-cal-day[data-range=checkin],.hb-cal-day[data-range=checkout],.hb-cal-day[data-range=single]{background:var(--hb-accent,#9b2c3d);color:var(--hb-accent-text,#fff)}
.hb-cal-day[data-range=checkin] .hb-cal-day__info,.hb-cal-day[data-range=checkout] .hb-cal-day__info,.hb-cal-day[data-range=single] .hb-cal-day__info{color:inherit}
.hb-cal-hint{min-block-size:1.5em;margin:0;font-size:.875rem}
.hb-cal-legend{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;list-style:none;font-size:.75rem;color:var(--hb-muted,#57606a)}
.hb-cal-legend__few::before{content:"";display:inline-block;inline-size:6px;block-size:6px;margin-inline-end:6px;border-radius:50%;background:#b35900;vertical-align:middle}
.hb-cal-legend__sold::before{content:"×";margin-inline-end:6px}
`;
