/** The agency screens' rules, added when their chunk loads (logical properties: RTL-ready). */
export const AGENCY_CSS = `
.hb-agency{display:grid;gap:16px;max-width:960px;margin-inline:auto}
.hb-agency-assist{display:grid;gap:6px}
.hb-agency-assist p{margin:0}
.hb-agency-assist-row{display:flex;gap:8px;flex-wrap:wrap;align-items:stretch}
.hb-agency-assist-row textarea{flex:1 1 280px;resize:vertical}
.hb-agency-subtitle{margin:8px 0 0;font-size:1.125rem}
.hb-agency-filters{display:grid;gap:12px;justify-items:start}
.hb-agency-filters .hb-form{width:100%}
.hb-agency-amenities{display:flex;flex-wrap:wrap;gap:8px 16px;margin:0;padding:8px 12px;border:1px solid var(--hb-border);border-radius:8px}
.hb-agency-check{display:inline-flex;gap:6px;align-items:center;min-height:32px}
.hb-agency-more summary{cursor:pointer;font-weight:600;min-height:32px}
.hb-agency-chips{display:grid;gap:6px}
.hb-agency-chips h2{margin:0}
.hb-agency-chip-list{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.hb-agency-chip{display:inline-flex;align-items:center;border:1px solid var(--hb-accent);border-radius:999px;overflow:hidden}
.hb-agency-chip button{min-height:36px;border:0;background:#fff;color:var(--hb-text);font:inherit;cursor:pointer}
.hb-agency-chip-edit{padding-block:4px;padding-inline:12px 6px}
.hb-agency-chip-remove{padding-block:4px;padding-inline:6px 12px;font-weight:700;color:var(--hb-accent)!important}
.hb-agency-toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:end;justify-content:space-between}
.hb-agency-count{margin:0;font-weight:600}
.hb-agency-order{flex:0 1 240px}
.hb-agency-hotel{display:grid;grid-template-columns:minmax(0,200px) 1fr;gap:14px}
@media (max-width:600px){.hb-agency-hotel{grid-template-columns:1fr}}
.hb-agency-photo{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:8px;background:var(--hb-surface)}
.hb-agency-hotel-body{display:grid;gap:4px;align-content:start}
.hb-agency-hotel-body p{margin:0}
.hb-agency-hotel-name{margin:0;font-size:1.125rem}
.hb-agency-price{font-weight:700}
.hb-agency-left{color:var(--hb-danger)}
.hb-agency-see{justify-self:start;margin-block-start:6px}
.hb-agency-pager{display:flex;gap:16px;align-items:center;justify-content:center}
`;
