/**
 * The booking bar's rules (BookingBar.tsx), added with its chunk. One row 72 px tall from a
 * 641 px wide bar up; below, one summary line as tall, opening the choices full-screen. The
 * same height at every width, so the README's reserve is one length. The choices and the
 * guests are native popovers: the user agent hides a closed one and centres an open one in the
 * window; the row shows the closed choices in place, and the phone shows the guests in place.
 */
export const BAR_CSS = `
.hb-main:has(>.hb-booking-result>.hb-bar){padding:0}
.hb-bar{container-type:inline-size;display:block}
.hb-bar~.hb-results-space{padding-inline:16px}
.hb-bar[data-target=results]:has(.hb-search-submit:focus:not(:focus-visible))~.hb-results-space,.hb-bar[data-pressed]~.hb-results-space{min-height:100vh}
.hb-bar-summary,.hb-bar-close{display:none}
.hb-bar-choices{position:static;inset:auto;display:flex;align-items:center;gap:12px;inline-size:auto;block-size:72px;margin:0;padding:8px 16px;border:0;overflow:visible;background:#fff;color:inherit}
.hb-bar-choices>.hb-cal-picker{flex:1 1 240px}
.hb-bar .hb-cal-field{block-size:56px;flex-wrap:nowrap;white-space:nowrap;overflow:hidden}
.hb-bar-guests-button{flex:0 1 190px;min-inline-size:0;block-size:56px;display:flex;flex-direction:column;justify-content:center;padding:6px 12px;border:1px solid var(--hb-border);border-radius:6px;background:#fff;color:inherit;font:inherit;text-align:start;white-space:nowrap;overflow:hidden;cursor:pointer;anchor-name:--hb-bar-guests}
.hb-bar-field-label{font-size:.75rem;font-weight:600;color:var(--hb-muted)}
.hb-bar-field-value{font-weight:600;overflow:hidden;text-overflow:ellipsis}
.hb-bar-guests{inline-size:min(380px,calc(100vw - 32px));max-block-size:80vh;padding:16px;border:1px solid var(--hb-border);border-radius:10px;background:#fff;color:inherit;box-shadow:0 8px 24px #0003}
@supports (anchor-name:--a){.hb-bar-guests{position-anchor:--hb-bar-guests;inset:auto;top:anchor(bottom);inset-inline-start:anchor(start);margin:4px 0 0;position-try-fallbacks:flip-block}}
.hb-bar-done{margin-block-start:12px;inline-size:100%}
.hb-bar-promo{flex:0 1 170px}
.hb-bar-promo label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.hb-bar-promo-link{flex:none;white-space:nowrap}
.hb-bar .hb-bar-submit{flex:none;block-size:56px;min-width:120px}
.hb-bar-error{padding:4px 16px}
.hb-bar-modal{block-size:0;overflow:hidden}
@container (max-width:640px){
.hb-bar-summary{display:flex;flex-wrap:wrap;align-content:center;gap:0 8px;inline-size:100%;block-size:72px;padding:8px 16px;border:0;background:#fff;color:inherit;font:inherit;font-weight:600;text-align:start;cursor:pointer}
.hb-bar-summary__guests{font-weight:400;color:var(--hb-muted)}
.hb-bar-choices{position:fixed;inset:0;flex-direction:column;align-items:stretch;block-size:auto;overflow:auto;padding:16px;gap:16px}
.hb-bar-choices:not(:popover-open),.hb-bar-guests-button,.hb-bar-done{display:none}
.hb-bar-choices>.hb-cal-picker{flex:none}
.hb-bar .hb-cal-field{block-size:auto;flex-wrap:wrap}
.hb-bar-close{display:block;align-self:flex-end}
.hb-bar-guests{display:block;position:static;inline-size:auto;max-block-size:none;padding:0;border:0;box-shadow:none;overflow:visible}
.hb-bar-promo{flex:none}
.hb-bar-promo label{position:static;width:auto;height:auto;clip-path:none}
}
`;
