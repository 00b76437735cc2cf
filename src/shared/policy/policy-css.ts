/**
 * Rules of the policy lines (policy screen, reservation page) and of a plan's one-line summary
 * (the results), added when those chunks load.
 */
export const POLICY_CSS = `
.hb-pol-summary{margin:0;font-size:.875rem;color:var(--hb-muted)}
.hb-pol-name{margin:0;font-size:1.125rem}
.hb-pol-item{margin-block-end:16px}
.hb-pol-lines{margin:8px 0 0;padding-inline-start:20px}
`;
