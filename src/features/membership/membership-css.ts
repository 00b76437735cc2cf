/** Styles of the membership screens (added when their chunk loads; never on the first screen). */
export const MEMBERSHIP_CSS = `
.hb-mb{display:grid;gap:16px;max-width:460px;margin-inline:auto}
.hb-mb-title{margin:0;font-size:1.3rem}
.hb-mb-form{display:grid;gap:12px}
.hb-mb-actions{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
.hb-mb-note{margin:0}
.hb-mb-ok{margin:0;padding:10px 12px;border-radius:8px;background:#e6f4ea;border:1px solid #a8d5b5;color:#1e5a32}
.hb-mb-rules{margin:0;padding-inline-start:20px}
.hb-mb-rules .hb-mb-met{color:#1e5a32}
.hb-mb-check{display:flex;gap:8px;align-items:flex-start}
.hb-mb-check input{width:20px;height:20px;margin:2px 0 0}
.hb-mb-providers{display:grid;gap:8px}
.hb-mb-or{margin:0;text-align:center;color:var(--hb-muted)}
`;
