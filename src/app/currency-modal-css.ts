import { addWidgetStyles } from '../shared/styles/widget-css.ts';

/** The currency dialog's rules: added to the widget's stylesheet when the dialog's code loads. */
addWidgetStyles(`
.hb-currency-modal{inline-size:min(480px,100%);max-block-size:min(640px,90vh);overflow:auto;padding:16px;border-radius:10px;background:#fff;color:var(--hb-text)}
.hb-currency-modal input{inline-size:100%;min-height:44px;padding:8px 10px;border:1px solid var(--hb-border);border-radius:6px;font:inherit}
.hb-currency-modal__suggested{display:flex;flex-wrap:wrap;gap:6px;border:0;padding:0;margin:12px 0}
.hb-currency-modal__suggested button{min-height:36px;padding:4px 10px;border:1px solid var(--hb-border);border-radius:6px;background:#fff;font:inherit;cursor:pointer}
.hb-currency-modal__suggested button[aria-pressed=true]{border-color:var(--hb-accent);font-weight:700}
.hb-currency-modal__option{padding:8px;border-radius:6px;cursor:pointer}
.hb-currency-modal__option[data-active],.hb-currency-modal__option:hover{background:var(--hb-surface)}
.hb-currency-modal__option[aria-selected=true]{font-weight:700}
`);
