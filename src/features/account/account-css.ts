/** Styles of the account area (added when its chunk loads; never on the first screen). */
export const ACCOUNT_CSS = `
.hb-ac{display:grid;gap:16px;max-width:760px}
.hb-ac-title{margin:0;font-size:1.3rem}
.hb-ac-heading{margin:0 0 8px;font-size:1.1rem}
.hb-ac-tabs ul{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0;border-block-end:1px solid var(--hb-border)}
.hb-ac-tabs .hb-link{display:inline-block;padding:10px 14px;min-height:44px;text-decoration:none;border-block-end:3px solid transparent}
.hb-ac-tabs [aria-current=page]{border-block-end-color:var(--hb-accent);font-weight:700;color:var(--hb-text)}
.hb-ac-dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
.hb-ac-dl dt{font-weight:600;color:var(--hb-muted)}
.hb-ac-dl dd{margin:0;overflow-wrap:anywhere}
.hb-ac .hb-ac-form{display:grid;gap:12px;max-width:420px;grid-template-columns:minmax(0,1fr);align-items:start}
.hb-ac-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.hb-ac-ok{margin:0;padding:10px 12px;border-radius:8px;background:#e6f4ea;border:1px solid #a8d5b5;color:#1e5a32}
.hb-ac-pending{display:inline-block;margin-inline-start:8px;padding:0 8px;border-radius:999px;background:#fff8e1;border:1px solid #f0d48a;color:#6d4c00;font-size:.875rem}
.hb-ac-reasons{border:0;margin:0;padding:0;display:grid;gap:6px}
.hb-ac-reasons legend{font-weight:600;margin-block-end:6px;padding:0}
.hb-ac-list{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.hb-ac-row{display:grid;gap:4px}
.hb-ac-row h3,.hb-ac-row h4{margin:0;font-size:1rem}
.hb-ac-groups{display:flex;flex-wrap:wrap;gap:12px;list-style:none;margin:0;padding:0}
.hb-ac-groups [aria-current=page]{font-weight:700;text-decoration:none;color:var(--hb-text)}
.hb-ac-pages{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.hb-ac-danger{border-color:var(--hb-danger)}
.hb-pt-table{width:100%;border-collapse:collapse}
.hb-pt-table th,.hb-pt-table td{padding:8px 6px;text-align:start;vertical-align:top;border-block-end:1px solid var(--hb-border)}
.hb-pt-table th{font-size:.875rem;font-weight:600;color:var(--hb-muted)}
.hb-pt-table .hb-pt-points{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums;font-weight:600}
.hb-pt-plus{color:#1e5a32}
.hb-pt-details{font-size:.875rem;color:var(--hb-muted)}
`;
