import { useId } from '../../react.ts';
import { LOCALES, type Locale, toBcp47 } from '../../rules/locales.ts';
import { useConsoleLocale, useCT } from '../shared/i18n/ConsoleI18n.tsx';

/** The console's language: the eight locales, each named in its own language. */
export function LanguageSelect({ onChange }: { readonly onChange: (locale: Locale) => void }) {
  const t = useCT();
  const id = useId();
  const { locale } = useConsoleLocale();
  return (
    <span className="cs-inline-field">
      <label htmlFor={id}>{t('shell.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = LOCALES.find((l) => l === event.currentTarget.value);
          if (next && next !== locale) onChange(next);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={toBcp47(l)}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
