import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from '../react.ts';
import { DEFAULT_LOCALE, type Locale, textDirection } from '../rules/locales.ts';
import type { AppIntl } from './create-intl.ts';
import { laterWanted, onLaterWanted, wantLaterMessages } from './later-wanted.ts';
import { createLiveIntl, type LiveIntl } from './live-intl.ts';
import { loadLaterMessages, loadMessages } from './load-messages.ts';
import type { MessageId, Messages } from './messages.ts';

/** What the i18n context holds. */
export interface I18nValue {
  readonly locale: Locale;
  readonly direction: 'ltr' | 'rtl';
  readonly intl: AppIntl;
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

/**
 * Loads the active locale's messages and provides `AppIntl` to the tree. While a new locale
 * loads, the previous one stays on screen; before the first load, `fallback` is shown. If the
 * locale cannot be loaded, English is tried, then empty messages (ids are shown).
 *
 * The locale's later messages (src/i18n/message-groups.ts) are loaded only once wanted
 * (src/i18n/later-wanted.ts: the guest's intent, a lazy screen or component, or a text drawn
 * that only they have) and are added to the intl in place: the tree is not redrawn for texts
 * no component has asked for (see src/i18n/live-intl.ts). Once wanted, a locale switch loads
 * both parts before the new language is shown.
 */
export function I18nProvider({ locale, children, fallback = null, messages }: I18nProviderProps) {
  const [live, setLive] = useState<LiveIntl | null>(() =>
    messages ? createLiveIntl(locale, messages) : null,
  );
  /** True once a language was drawn: a new locale is then a switch. */
  const switching = useRef(false);

  useEffect(() => {
    if (messages) {
      setLive(createLiveIntl(locale, messages));
      return;
    }
    let active = true;
    let shown: LiveIntl | undefined;
    /** Adds the later part to what is on screen; redraws only if a drawn text lacked it. */
    const addLater = (target: LiveIntl) =>
      loadLaterMessages(target.locale).then((later) => {
        // A new intl with the same (now whole) messages: a new context value, hence a redraw.
        if (active && target.addLater(later)) {
          shown = createLiveIntl(target.locale, target.intl.messages as Messages);
          setLive(shown);
        }
      });
    const first = loadMessages(locale).then(
      (m) => ({ locale, messages: m }),
      () =>
        loadMessages(DEFAULT_LOCALE).then(
          (m) => ({ locale: DEFAULT_LOCALE, messages: m }),
          () => ({ locale, messages: {} }),
        ),
    );
    void first.then(async (next) => {
      // A switch of language once the later part is wanted (a later screen may be on screen):
      // both parts are shown together, rather than ids and a redraw. The first language is
      // drawn as soon as its first part is here (the later part is added when it comes).
      const later =
        switching.current && laterWanted() ? await loadLaterMessages(next.locale) : undefined;
      if (!active) return;
      const created = createLiveIntl(next.locale, next.messages, () => void wantLaterMessages());
      if (later) created.addLater(later);
      shown = created;
      switching.current = true;
      setLive(created);
      // Wanted before the first language was drawn (a hosted page, a deep link): it comes now.
      if (!later && laterWanted()) void addLater(created);
    });
    const unsubscribe = onLaterWanted(() =>
      shown ? addLater(shown) : first.then((next) => loadLaterMessages(next.locale)),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [locale, messages]);

  const value = useMemo<I18nValue | null>(
    () =>
      live ? { locale: live.locale, direction: textDirection(live.locale), intl: live.intl } : null,
    [live],
  );

  if (!value) return <>{fallback}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useIntl/useT/useLocale must be used inside <I18nProvider>');
  return value;
}

/** The active `AppIntl` (numbers, dates, plural rules, messages). */
export function useIntl(): AppIntl {
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
export function translate(intl: AppIntl, id: MessageId, values?: MessageValues): string {
  return String(intl.formatMessage({ id }, values));
}
