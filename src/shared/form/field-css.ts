/**
 * Styles of the shared form fields (src/app/form). Added to the sheet when a screen that has
 * such a form loads, so the first screen (search) does not carry them.
 */
export const FIELD_CSS = `
.hb-field-mark{font-weight:400;color:var(--hb-muted)}
.hb-field-error{min-block-size:1.25em}
.hb-field-hint{margin:0}
.hb-field-textarea{resize:vertical;min-block-size:88px}
`;
