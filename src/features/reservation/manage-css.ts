/** Styles of the find-reservation and reservation pages (added when their chunk loads). */
export const MANAGE_CSS = `
.hb-mg{display:grid;gap:16px;max-width:760px}
.hb-mg-title{margin:0;font-size:1.3rem}
.hb-mg-heading{margin:0 0 8px;font-size:1.1rem}
.hb-mg-part{margin:12px 0 4px;font-size:1rem}
.hb-mg-form{display:grid;gap:12px;max-width:420px}
.hb-mg-status{display:inline-block;padding:2px 10px;border-radius:999px;font-size:.875rem;font-weight:700;background:var(--hb-surface);border:1px solid var(--hb-border)}
.hb-mg-status[data-status=done]{background:#e6f4ea;border-color:#a8d5b5;color:#1e5a32}
.hb-mg-status[data-status=cancelled]{background:#fdecea;border-color:#f5c2c0;color:var(--hb-danger)}
.hb-mg-status[data-status=payment_pending]{background:#fff8e1;border-color:#f0d48a;color:#6d4c00}
.hb-mg-dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
.hb-mg-dl dt{font-weight:600;color:var(--hb-muted)}
.hb-mg-dl dd{margin:0}
.hb-mg-rooms{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.hb-mg-amount{font-variant-numeric:tabular-nums}
.hb-mg-actions{display:flex;flex-wrap:wrap;gap:8px}
.hb-mg-note{margin:0;color:var(--hb-muted)}
.hb-mg-reasons{border:0;margin:0;padding:0;display:grid;gap:6px}
.hb-mg-reasons legend{font-weight:600;margin-block-end:6px;padding:0}
.hb-mg-adults{display:flex;flex-wrap:wrap;gap:12px}
.hb-mg-ok{margin:0;padding:10px 12px;border-radius:8px;background:#e6f4ea;border:1px solid #a8d5b5;color:#1e5a32}
.hb-mg-receipt details{margin-block-start:8px}
.hb-mg-receipt summary{cursor:pointer;color:var(--hb-accent)}
`;
