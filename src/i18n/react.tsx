import type { IntlShape } from '@formatjs/intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from '../react.ts';
import { DEFAULT_LOCALE, type Locale, textDirection } from '../rules/locales.ts';
import { createAppIntl } from './create-intl.ts';
import { loadLaterMessages, loadMessages } from './load-messages.ts';
import type { MessageId, Messages } from './messages.ts';

/** What the i18n context holds. */
export interface I18nValue {
  readonly locale: Locale;
  readonly direction: 'ltr' | 'rtl';
  readonly intl: IntlShape;
}

/** A value that can fill an ICU placeholder. */
export type PrimitiveType = string | number | boolean | null | undefined | Date;

/** Values accepted by {@link useT}'s translate function. */
export type MessageValues = Readonly<Record<string, PrimitiveType>>;

/** Translate function returned by {@link useT}. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export const I18nContext = createContext<I18nValue | null>(null);

export interface I18nProviderProps {
  readonly locale: Locale;
  readonly children?: ReactNode;
  /** Rendered until the first messages have loaded (default: nothing). */
  readonly fallback?: ReactNode;
  /** Messages given directly (tests, server rendering): no loading happens. */
  readonly messages?: Messages;
}

interface Loaded {
  readonly locale: Locale;
  readonly messages: Messages;
}

/**
 * Loads the active locale's messages and provides `IntlShape` to the tree. While a new locale
 * loads, the previous one stays on screen; before the first load, `fallback` is shown. If the
 * locale cannot be loaded, English is tried, then empty messages (ids are shown).
 */
export function I18nProvider({ locale, children, fallback = null, messages }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(messages ? { locale, messages } : null);

  useEffect(() => {
    if (messages) {
      setLoaded({ locale, messages });
      return;
    }
    let active = true;
    loadMessages(locale)
      .then(
        (m) => ({ locale, messages: m }),
        () =>
          loadMessages(DEFAULT_LOCALE).then(
            (m) => ({ locale: DEFAULT_LOCALE, messages: m }),
            () => ({ locale, messages: {} }),
          ),
      )
      .then((next) => {
        if (!active) return;
        setLoaded(next);
        // The messages the first screen does not show arrive in a second chunk.
        void loadLaterMessages(next.locale).then((later) => {
          if (active && Object.keys(later).length > 0) {
            setLoaded({ locale: next.locale, messages: { ...next.messages, ...later } });
          }
        });
      });
    return () => {
      active = false;
    };
  }, [locale, messages]);

  const value = useMemo<I18nValue | null>(
    () =>
      loaded
        ? {
            locale: loaded.locale,
            direction: textDirection(loaded.locale),
            intl: createAppIntl(loaded.locale, loaded.messages),
          }
        : null,
    [loaded],
  );

  if (!value) return <>{fallback}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useIntl/useT/useLocale must be used inside <I18nProvider>');
  return value;
}

/** The active `IntlShape` (numbers, dates, plural rules, messages). */
export function useIntl(): IntlShape {
  return useI18n().intl;
}

/** The locale whose messages are on screen, and its writing direction. */
export function useLocale(): { readonly locale: Locale; readonly direction: 'ltr' | 'rtl' } {
  const { locale, direction } = useI18n();
  return { locale, direction };
}

/** A translate function bound to the active locale: `t('search.submit')`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => translate(intl, id, values), [intl]);
}

/** Formats one message outside React (e.g. in tests or non-component code). */
export function translate(intl: IntlShape, id: MessageId, values?: MessageValues): string {
  return String(intl.formatMessage({ id }, values));
}
