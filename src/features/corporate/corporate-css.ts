/** The organization admin view: filters, the rows' table (cells wrap on a phone), downloads. */
export const CORPORATE_CSS = `
.hb-co{display:grid;gap:16px}
.hb-co-title{margin:0;font-size:1.3rem}
.hb-co-heading{margin:0 0 8px;font-size:1.1rem}
.hb-co-filters{border:0;margin:0;padding:0}
.hb-co-filters legend{font-weight:600;padding:0;margin-block-end:6px}
.hb-co-scroll{border:1px solid var(--hb-border);border-radius:8px}
.hb-co-table{border-collapse:collapse;width:100%;font-size:.875rem}
.hb-co-table caption{text-align:start;font-weight:600;padding:8px}
.hb-co-table th,.hb-co-table td{padding:6px 8px;border-block-start:1px solid var(--hb-border);text-align:start;vertical-align:top;overflow-wrap:anywhere}
.hb-co-table td.hb-co-num{text-align:end;font-variant-numeric:tabular-nums}
.hb-co-actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
`;
