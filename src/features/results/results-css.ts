/** Styles of the results chunk only: rooms, offers, steppers, the toolbar and selection bar. */
export const RESULTS_CSS = `
.hb-segmented{display:flex;gap:12px;align-items:center;border:0;margin:0;padding:0}
.hb-room-name{margin:0 0 4px;font-size:1.1rem}
.hb-room-photo{display:block;width:100%;max-width:320px;height:auto;border-radius:8px;margin-block-end:8px;background:var(--hb-surface)}
.hb-offers{list-style:none;margin:12px 0 0;padding:0;display:grid;gap:10px}
.hb-offer{display:grid;grid-template-columns:1fr auto auto;gap:12px;align-items:center;padding:10px 0;border-block-start:1px solid var(--hb-border)}
.hb-offer-title{margin:0;font-size:1rem}
.hb-badges{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 0}
.hb-badge{font-size:.75rem;padding:2px 8px;border-radius:999px;background:var(--hb-surface);border:1px solid var(--hb-border)}
.hb-badge-member{background:#fff4d6;border-color:#e8c66a}
.hb-badge-preview{background:#e7f0ff;border-color:#4a6fb3;font-weight:600}
.hb-warn{margin:4px 0 0;color:#9a5b00;font-size:.875rem;font-weight:600}
.hb-offer-price{text-align:end}
.hb-offer-price p{margin:0}
.hb-stepper{display:flex;align-items:center;gap:6px}
.hb-step{min-width:44px;min-height:44px;border:1px solid var(--hb-border);border-radius:6px;background:#fff;font:inherit;font-size:1.2rem;cursor:pointer;color:inherit}
.hb-step[disabled]{opacity:.4;cursor:not-allowed}
.hb-step-count{min-width:4.5em;text-align:center}
.hb-selection{position:sticky;bottom:0;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;margin-top:16px;padding:12px 14px;background:#fff;border:1px solid var(--hb-border);border-radius:10px;box-shadow:0 -2px 10px #0001}
.hb-selection p{margin:0}
.hb-toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin-top:16px}
.hb-toolbar .hb-field{min-width:160px}
.hb-empty{margin-top:16px}
@media (max-width:600px){.hb-offer{grid-template-columns:1fr}.hb-offer-price{text-align:start}}
.hb-results-heading{margin:20px 0 0;font-size:1.15rem}
.hb-offer-members{margin:0;max-inline-size:14em}
.hb-currency-note{margin:0 0 8px}
`;
