/** The room recommender: questions, then the recommended offers as cards. Logical properties (RTL). */
export const RECOMMENDER_CSS = `
.hb-rec{display:grid;gap:16px}
.hb-rec-intro{margin:0;color:var(--hb-muted)}
.hb-rec-form{display:grid;gap:16px}
.hb-rec-q{display:grid;gap:8px;margin:0;padding:0;border:0;min-inline-size:0}
.hb-rec-legend{margin:0;padding:0;font-weight:600}
.hb-rec-choices{display:grid;gap:8px;grid-template-columns:repeat(auto-fit,minmax(180px,1fr))}
.hb-rec-choice{display:flex;gap:8px;align-items:flex-start;padding:10px 12px;border:1px solid var(--hb-border);border-radius:8px;cursor:pointer}
.hb-rec-choice:has(input:checked){border-color:var(--hb-accent);box-shadow:0 0 0 1px var(--hb-accent)}
.hb-rec-choice>span{display:grid;gap:2px}
.hb-rec-choice-name{font-weight:600}
.hb-rec-wishes{display:flex;flex-wrap:wrap;gap:8px 16px}
.hb-rec-submit{justify-self:start;min-width:180px}
.hb-rec-offers{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.hb-rec-offer{display:grid;gap:12px;grid-template-columns:minmax(0,1fr)}
@media (min-width:600px){.hb-rec-offer:has(.hb-room-photo){grid-template-columns:minmax(0,240px) minmax(0,1fr)}}
.hb-rec-offer .hb-room-photo{display:block;width:100%;height:auto;border-radius:8px}
.hb-rec-offer-body{display:grid;gap:6px;align-content:start}
.hb-rec-offer-body p{margin:0}
.hb-rec-offer-title{margin:0;font-size:1.1rem}
.hb-rec-plan{margin:0}
.hb-rec-offer .hb-badges{display:flex;flex-wrap:wrap;gap:6px;margin:0}
.hb-rec-offer .hb-badge{font-size:.75rem;padding:2px 8px;border-radius:999px;background:var(--hb-surface);border:1px solid var(--hb-border)}
.hb-rec-book{justify-self:start}
.hb-rec-more{margin:0}
`;
