/** Styles of the payment step, added to the shared sheet when its chunk loads. */
export const PAYMENT_CSS = `
.hb-payment{display:grid;gap:16px;max-inline-size:720px}
.hb-payment-title{margin:0;font-size:1.25rem}
.hb-payment-heading{margin:0 0 8px;font-size:1.05rem}
.hb-payment-summary dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
.hb-payment-summary dt{font-weight:600}
.hb-payment-summary dd{margin:0}
.hb-payment-total{display:flex;justify-content:space-between;align-items:baseline;margin-block-start:12px;padding-block-start:12px;border-block-start:1px solid var(--hb-border)}
.hb-payment-actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.hb-fail{display:grid;gap:12px;max-inline-size:640px}
.hb-fail-title{margin:0;font-size:1.25rem}
`;
