import { useIntl, useT } from '../i18n/react.tsx';
import { useEffect, useId, useMemo, useRef, useState } from '../react.ts';
import type { CurrencyCode } from '../rules/currencies.ts';
import {
  type CurrencyOption,
  orderCurrencies,
  searchCurrencies,
  suggestedCurrencies,
} from './currency-search.ts';

export interface CurrencyModalProps {
  /** The currently selected currency (listed first). */
  readonly selected: CurrencyCode | undefined;
  /** Called with the chosen currency. The modal does not close itself. */
  readonly onSelect: (code: CurrencyCode) => void;
  /** Called on Escape or the close button. */
  readonly onClose: () => void;
}

/**
 * The currency modal: a dialog with a search box, the suggested currencies, and a listbox of
 * all currencies (selected first, then by translated name). Keyboard: type to filter, ↑/↓ to
 * move, Enter to choose, Escape to close. Render it only while open; it has no global state.
 */
export function CurrencyModal({ selected, onSelect, onClose }: CurrencyModalProps) {
  const t = useT();
  const intl = useIntl();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const listId = `${baseId}-list`;
  const suggestedId = `${baseId}-suggested`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const all = useMemo(() => orderCurrencies(intl, selected), [intl, selected]);
  const suggested = useMemo(() => suggestedCurrencies(all), [all]);
  const matches = useMemo(() => searchCurrencies(all, query, intl.locale), [all, query, intl]);
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (o: CurrencyOption) => `${baseId}-opt-${o.code}`;
  const activeOption = matches[activeIndex];

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const label = (o: CurrencyOption) => (o.symbol === o.code ? o.code : `${o.code} ${o.symbol}`);

  return (
    <div
      className="hb-currency-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="hb-currency-modal__header">
        <h2 id={titleId}>{t('currency.title')}</h2>
        <button type="button" className="hb-currency-modal__close" onClick={onClose}>
          {t('app.close')}
        </button>
      </div>
      <input
        ref={inputRef}
        type="search"
        className="hb-currency-modal__search"
        aria-label={t('currency.search')}
        placeholder={t('currency.search')}
        role="combobox"
        aria-expanded="true"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        value={query}
        onInput={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive(Math.min(activeIndex + 1, matches.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive(Math.max(activeIndex - 1, 0));
          } else if (event.key === 'Enter' && activeOption) {
            event.preventDefault();
            onSelect(activeOption.code);
          }
        }}
      />
      {query.trim() === '' && (
        <fieldset className="hb-currency-modal__suggested">
          <legend id={suggestedId}>{t('currency.suggested')}</legend>
          {suggested.map((o) => (
            <button
              key={o.code}
              type="button"
              aria-pressed={o.selected}
              onClick={() => onSelect(o.code)}
            >
              {`${label(o)} · ${o.name}`}
            </button>
          ))}
        </fieldset>
      )}
      <h3>{t('currency.all')}</h3>
      {matches.length === 0 ? (
        <p role="status">{t('currency.noMatch', { query })}</p>
      ) : (
        <div id={listId} role="listbox" aria-label={t('currency.all')}>
          {matches.map((o, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is on the combobox (aria-activedescendant)
            <div
              key={o.code}
              id={optionId(o)}
              role="option"
              tabIndex={-1}
              aria-selected={o.selected}
              data-active={index === activeIndex ? '' : undefined}
              className="hb-currency-modal__option"
              onClick={() => onSelect(o.code)}
            >
              <span className="hb-currency-modal__code">{label(o)}</span>{' '}
              <span className="hb-currency-modal__name">{o.name}</span>
              {o.selected && (
                <span className="hb-visually-hidden"> ({t('currency.selected')})</span>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
