import { useId } from '../react.ts';
import { LOCALES, type Locale, toBcp47 } from '../rules/locales.ts';
import type { MessageId } from './messages.ts';
import { useT } from './react.tsx';

export interface LanguageSelectorProps {
  /** The active locale. */
  readonly value: Locale;
  /** Locales to offer (e.g. the facility's booking languages); all eight by default. */
  readonly locales?: readonly Locale[];
  /** Called with the chosen locale; storing it and reloading the view is the caller's job. */
  readonly onChange: (locale: Locale) => void;
  /** Extra class on the wrapper. */
  readonly className?: string;
}

function languageNameId(locale: Locale): MessageId {
  return `language.${locale}`;
}

/**
 * A labelled native `<select>` of languages, each named in its own language (with a matching
 * `lang` attribute so screen readers pronounce it correctly). Stateless: props in, callback out.
 */
export function LanguageSelector({
  value,
  locales = LOCALES,
  onChange,
  className,
}: LanguageSelectorProps) {
  const t = useT();
  const id = useId();
  const options = locales.includes(value) ? locales : [value, ...locales];
  return (
    <span className={className ?? 'hb-language-selector'}>
      <label htmlFor={id}>{t('header.language')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = options.find((l) => l === event.currentTarget.value);
          if (next && next !== value) onChange(next);
        }}
      >
        {options.map((locale) => (
          <option key={locale} value={locale} lang={toBcp47(locale)}>
            {t(languageNameId(locale))}
          </option>
        ))}
      </select>
    </span>
  );
}
