import { useAtom } from 'jotai/react';
import { useT } from '../i18n/react.tsx';
import { Suspense, useRef, useState } from '../react.ts';
import type { CurrencyCode } from '../rules/currencies.ts';
import { currencyAtom } from './currency-state.ts';
import { preloadable } from './lazy-screen.tsx';

// The modal (34 currencies, search) and its styles load only when opened: they are not on
// the first screen.
const CurrencyModal = preloadable(() =>
  Promise.all([import('../money/CurrencyModal.tsx'), import('./currency-modal-css.ts')]).then(
    ([m]) => m.CurrencyModal,
  ),
);

/** The header's currency button and its modal (shown per the §2 rules by the shell). */
export function CurrencySelector() {
  const [currency, setCurrency] = useAtom(currencyAtom);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="hb-btn hb-btn-quiet hb-btn-small"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {`${t('header.currency')}: ${currency}`}
      </button>
      {open && (
        <div className="hb-overlay">
          <Suspense fallback={null}>
            <CurrencyModal
              selected={currency}
              onSelect={(code: CurrencyCode) => {
                setCurrency(code);
                close();
              }}
              onClose={close}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
