/** Styles of the guest-detail sections (extras, questions, notices); logical properties only. */
export const SECTIONS_CSS = `
.hb-sec{margin-block:24px 0}
.hb-sec-heading{margin:0 0 12px;font-size:1.1rem}
.hb-sec-list{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.hb-sec-item{border:1px solid var(--hb-border);border-radius:10px;padding:14px;background:#fff;margin:0;min-width:0}
.hb-sec-item>legend{padding:0 4px;font-weight:700}
.hb-sec-name{font-weight:700;margin:0}
.hb-sec-note{margin:4px 0 0;font-size:.875rem;color:var(--hb-muted)}
.hb-sec-line{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin-block-start:10px}
.hb-sec-line .hb-field{min-inline-size:120px}
.hb-sec-counter{font-size:.8rem;color:var(--hb-muted);text-align:end;margin:0}
.hb-sec-counter[data-over=true]{color:var(--hb-danger)}
.hb-sec-text{min-block-size:88px;resize:vertical}
.hb-sec-files{list-style:none;margin:8px 0 0;padding:0;display:grid;gap:6px}
.hb-sec-file{display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-size:.875rem}
.hb-sec-file>span{flex:1;min-inline-size:0;overflow-wrap:anywhere}
.hb-sec-file progress{inline-size:96px}
.hb-sec-file[data-failed=true]{color:var(--hb-danger)}
.hb-sec-room{border:0;padding:0;margin-inline:0}
.hb-sec-room>legend{padding:0;float:inline-start;inline-size:100%}
.hb-sec-notice{border-inline-start:4px solid var(--hb-accent);background:var(--hb-surface);padding:10px 12px;border-radius:6px}
.hb-sec-notice p{margin:0}
`;
