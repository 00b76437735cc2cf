/** The lottery screens' few own rules (the rest is the widget's shared classes). */
export const LOTTERY_CSS = `
.hb-lt{display:grid;gap:16px;max-width:640px}
.hb-lt-facts{margin:0;padding-inline-start:20px;display:grid;gap:4px}
.hb-lt-form{display:grid;gap:12px}
.hb-lt-actions{display:flex;flex-wrap:wrap;gap:8px}
`;
