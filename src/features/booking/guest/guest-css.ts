/** Styles of the guest-detail step (added to the shared sheet when its chunk loads). */
export const GUEST_DETAIL_CSS = `
.hb-gd{display:grid;gap:16px}
.hb-gd-title{margin:0;font-size:1.3rem}
.hb-gd-title:focus{outline:none}
.hb-gd-layout{display:grid;gap:16px;grid-template-columns:minmax(0,2fr) minmax(260px,1fr);align-items:start}
@media (max-width:860px){.hb-gd-layout{grid-template-columns:minmax(0,1fr)}}
.hb-gd-main{display:grid;gap:16px;min-width:0}
.hb-gd-side{position:sticky;inset-block-start:8px;display:grid;gap:16px}
.hb-gd-heading{margin:0 0 12px;font-size:1.1rem}
.hb-gd-subheading{margin:16px 0 4px;font-size:1rem}
.hb-gd-grid{display:grid;gap:4px 12px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.hb-gd-wide{grid-column:1/-1}
.hb-gd-fieldset{border:0;margin:12px 0 0;padding:0;min-width:0}
.hb-gd-fieldset legend{padding:0;margin-block-end:6px}
.hb-gd-check{display:grid;grid-template-columns:auto 1fr;gap:4px 10px;align-items:start;margin-block-start:8px}
.hb-gd-check input{inline-size:22px;block-size:22px;margin:2px 0 0;accent-color:var(--hb-accent)}
.hb-gd-check .hb-field-error{grid-column:2}
.hb-gd-row{display:flex;justify-content:space-between;gap:12px;align-items:baseline;flex-wrap:wrap}
.hb-gd-rooms{list-style:none;margin:8px 0;padding:0;display:grid;gap:8px}
.hb-gd-rooms li{display:grid;gap:2px}
.hb-gd-rooms .hb-gd-wallet-item{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:6px 12px}
.hb-gd-wallet-item>span:first-child{flex:1 1 12em}
.hb-gd-wallet-item>.hb-btn{flex:none;min-inline-size:6em}
.hb-gd-totals{margin:8px 0 0;padding-block-start:8px;border-block-start:1px solid var(--hb-border);display:grid;gap:4px}
.hb-gd-totals dt,.hb-gd-totals dd{margin:0}
.hb-gd-total{padding-block-start:6px;border-block-start:1px solid var(--hb-border);font-weight:700}
.hb-gd-stay{margin:0}
.hb-gd-policy-title{margin:0;font-weight:600}
.hb-gd-policy{margin:4px 0 0;padding-inline-start:20px;font-size:.875rem}
.hb-gd-coupon-row{display:flex;gap:12px;align-items:end;flex-wrap:wrap}
.hb-gd-coupon-row .hb-field{flex:1;min-inline-size:180px}
.hb-gd-coupon p{margin:4px 0 0}
.hb-gd-actions{display:flex;gap:12px;align-items:center;justify-content:space-between;flex-wrap:wrap}
.hb-gd-summary[aria-busy=true] .hb-gd-totals{opacity:.6}
`;
