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
import type { ConsoleArea } from './console-areas.ts';
import type { ConsoleTranslate } from './console-messages.ts';
import {
  arrivedConsoleAreas,
  loadConsoleAreas,
  loadConsoleMessages,
} from './load-console-messages.ts';

/** The texts on screen: the shell's, plus an area's below a route's screen (AreaTexts). */
export interface ConsoleI18nValue {
  readonly locale: Locale;
  readonly direction: 'ltr' | 'rtl';
  readonly intl: AppIntl;
  readonly messages: Messages;
  /** Every text is in (given directly): areas need no loading. */
  readonly complete: boolean;
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
    messages ? i18nValue(locale, messages, true) : null,
  );
  useEffect(() => {
    if (messages) {
      setValue(i18nValue(locale, messages, true));
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

function i18nValue(locale: Locale, messages: Messages, complete = false): ConsoleI18nValue {
  return {
    locale,
    direction: textDirection(locale),
    intl: createAppIntl(locale, messages),
    messages,
    complete,
  };
}

const NO_AREAS: readonly ConsoleArea[] = [];

export type AreaTextsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly value: ConsoleI18nValue };

/**
 * The shell's texts with those of `areas` (a route's, src/console/routes.ts), loading them the
 * first time in the language on screen; `ready` only once every one is in, so a screen is
 * never drawn with ids in place of its texts. Already in (a screen opened again, or a language
 * change, which loads the areas asked for so far with the shell): ready at once.
 */
export function useAreaTexts(areas: readonly ConsoleArea[] = NO_AREAS): {
  readonly state: AreaTextsState;
  readonly retry: () => void;
} {
  const base = useConsoleI18n();
  const [round, setRound] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const wantedKey = `${base.locale} ${areas.join(' ')}`;
  // `round` changes once a load is in: the look-up is done again.
  const value = useMemo(() => {
    if (base.complete || areas.length === 0) return base;
    const texts = arrivedConsoleAreas(base.locale, areas);
    return texts && i18nValue(base.locale, { ...base.messages, ...texts });
  }, [base, areas, round]);
  useEffect(() => {
    if (value) return;
    let active = true;
    loadConsoleAreas(base.locale, areas).then(
      () => {
        if (active) setRound((n) => n + 1);
      },
      () => {
        if (active) setFailed(wantedKey);
      },
    );
    return () => {
      active = false;
    };
  }, [value, base.locale, areas, wantedKey, round]);
  const retry = useCallback(() => {
    setFailed(null);
    setRound((n) => n + 1);
  }, []);
  if (value) return { state: { status: 'ready', value }, retry };
  if (failed === wantedKey) return { state: { status: 'failed' }, retry };
  return { state: { status: 'loading' }, retry };
}

/** Gives what is below it the texts of a route's areas (from useAreaTexts). */
export function AreaTexts({
  value,
  children,
}: {
  readonly value: ConsoleI18nValue;
  readonly children?: ReactNode;
}) {
  return <ConsoleI18nContext.Provider value={value}>{children}</ConsoleI18nContext.Provider>;
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
