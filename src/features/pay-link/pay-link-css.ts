/** The hosted payment page: one centred card, headless (no hotel header or footer). */
export const PAY_LINK_CSS = `
.hb-paylink{display:grid;gap:16px;max-inline-size:560px;margin:24px auto;padding:0 16px}
.hb-paylink-title{margin:0;font-size:1.3rem}
.hb-paylink-hotel{margin:0;color:var(--hb-muted)}
.hb-paylink-summary{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;padding:12px;border:1px solid var(--hb-border);border-radius:8px}
.hb-paylink-summary dt{font-weight:600}
.hb-paylink-summary dd{margin:0}
.hb-paylink-zone{display:block;color:var(--hb-muted);font-size:.875rem}
.hb-paylink-amount{font-size:1.15rem;font-weight:700}
.hb-paylink-state{display:grid;gap:4px;margin:0;padding:10px 12px;border-radius:8px;border:1px solid var(--hb-border)}
.hb-paylink-state p{margin:0}
.hb-paylink-state--good{background:#e6f4ea;border-color:#a8d5b5;color:#1e5a32}
.hb-paylink-state--bad{background:#fdecea;border-color:#f5c2c0;color:#8a1c14}
.hb-paylink-form{display:grid;gap:12px}
`;
