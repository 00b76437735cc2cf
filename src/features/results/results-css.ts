/** Styles of the results chunk only (members-only note, currency note). */
export const RESULTS_CSS = `
.hb-offer-members{margin:0;max-inline-size:14em}
.hb-currency-note{margin:0 0 8px}
`;
