/** Styles of the card form and the 3-D Secure dialog (booking payment step, pay-by-link page). */
export const CARD_CSS = `
.hb-row{display:flex;gap:12px;align-items:center;justify-content:space-between;flex-wrap:wrap}
.hb-card-form{display:grid;gap:12px;border:0;margin:0;padding:0;min-inline-size:0}
.hb-card-form__legend{font-size:1.05rem;font-weight:700;padding:0;margin-block-end:4px}
.hb-card-expiry{border:0;margin:0;padding:0;min-inline-size:0}
.hb-card-expiry__inputs{display:flex;gap:12px}
.hb-card-expiry__inputs .hb-field{flex:0 1 8rem}
.hb-card-number{font-variant-numeric:tabular-nums;letter-spacing:.04em}
.hb-card-cvc{max-inline-size:8rem}
.hb-3ds{inline-size:min(520px,calc(100vw - 24px));max-block-size:calc(100vh - 24px);padding:16px;border:0;border-radius:10px;color:var(--hb-text);background:#fff;display:grid;gap:8px}
.hb-3ds:not([open]){display:none}
.hb-3ds::backdrop{background:rgb(0 0 0 / .5)}
.hb-3ds__title{margin:0;font-size:1.1rem}
.hb-3ds__frame{inline-size:100%;block-size:min(420px,60vh);border:1px solid var(--hb-border);border-radius:6px}
`;
