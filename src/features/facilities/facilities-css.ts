/** The facilities screen's rules, added when its chunk loads. */
export const FACILITIES_CSS = `
.hb-fac-list{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.hb-fac-item{display:grid;gap:4px;padding:12px 16px;border:1px solid var(--hb-border);border-radius:8px}
.hb-fac-address{margin:0;color:var(--hb-muted)}
.hb-fac-price{margin:0;font-weight:700}
.hb-fac-link{justify-self:start;margin-block-start:4px}
.hb-fac-name{margin:0;font-size:1.125rem}
`;
