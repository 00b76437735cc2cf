import { type AppIntl, createAppIntl } from '../../../i18n/create-intl.ts';
import type { Messages } from '../../../i18n/messages.ts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from '../../../react.ts';
import { DEFAULT_LOCALE, type Locale, textDirection } from '../../../rules/locales.ts';
import type { ConsoleTranslate } from './console-messages.ts';
import { loadConsoleMessages } from './load-console-messages.ts';

interface ConsoleI18nValue {
  readonly locale: Locale;
  readonly direction: 'ltr' | 'rtl';
  readonly intl: AppIntl;
}

const ConsoleI18nContext = createContext<ConsoleI18nValue | null>(null);

export interface ConsoleI18nProviderProps {
  readonly locale: Locale;
  readonly children?: ReactNode;
  /** Drawn until the first messages are in. */
  readonly fallback?: ReactNode;
  /** Messages given directly (tests): nothing is loaded. */
  readonly messages?: Messages;
}

/**
 * The console's messages for `locale` (loaded on demand, src/i18n's formatting). While another
 * language loads, the one on screen stays; a locale that cannot be loaded falls back to English,
 * then to ids. The widget's own provider (src/i18n/react.tsx) is not used: it loads the widget's
 * locale files, which the console has no use for.
 */
export function ConsoleI18nProvider({
  locale,
  children,
  fallback = null,
  messages,
}: ConsoleI18nProviderProps) {
  const [value, setValue] = useState<ConsoleI18nValue | null>(() =>
    messages ? i18nValue(locale, messages) : null,
  );
  useEffect(() => {
    if (messages) {
      setValue(i18nValue(locale, messages));
      return;
    }
    let active = true;
    loadConsoleMessages(locale)
      .then(
        (loaded) => i18nValue(locale, loaded),
        () =>
          loadConsoleMessages(DEFAULT_LOCALE).then(
            (loaded) => i18nValue(DEFAULT_LOCALE, loaded),
            () => i18nValue(locale, {}),
          ),
      )
      .then((next) => {
        if (active) setValue(next);
      });
    return () => {
      active = false;
    };
  }, [locale, messages]);
  if (!value) return <>{fallback}</>;
  return <ConsoleI18nContext.Provider value={value}>{children}</ConsoleI18nContext.Provider>;
}

function i18nValue(locale: Locale, messages: Messages): ConsoleI18nValue {
  return { locale, direction: textDirection(locale), intl: createAppIntl(locale, messages) };
}

function useConsoleI18n(): ConsoleI18nValue {
  const value = useContext(ConsoleI18nContext);
  if (!value) throw new Error('useCT/useConsoleIntl must be used inside <ConsoleI18nProvider>');
  return value;
}

/** The console's translate function: `const t = useCT(); t('shell.signOut')`. */
export function useCT(): ConsoleTranslate {
  const { intl } = useConsoleI18n();
  return useCallback<ConsoleTranslate>(
    (id, values) => String(intl.formatMessage({ id }, values)),
    [intl],
  );
}

/** Dates, numbers and lists in the console's language (formatjs, as the widget's). */
export function useConsoleIntl(): AppIntl {
  return useConsoleI18n().intl;
}

/** The language on screen and its direction. */
export function useConsoleLocale(): { readonly locale: Locale; readonly direction: 'ltr' | 'rtl' } {
  const { locale, direction } = useConsoleI18n();
  return useMemo(() => ({ locale, direction }), [locale, direction]);
}
