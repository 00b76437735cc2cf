/** The unsubscribe pages: one short card, centred, headless (no hotel header or footer). */
export const UNSUBSCRIBE_CSS = `
.hb-unsub{display:grid;gap:16px;max-width:520px;margin:24px auto;padding:0 16px}
.hb-unsub-title{margin:0;font-size:1.3rem}
.hb-unsub-note{margin:0;color:var(--hb-muted)}
.hb-unsub-ok{margin:0;padding:10px 12px;border-radius:8px;background:#e6f4ea;border:1px solid #a8d5b5;color:#1e5a32}
`;
