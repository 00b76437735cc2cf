import { createStore, Provider, useAtomValue, useSetAtom } from 'jotai';
import { Router, useLocation } from 'wouter';
import { getConsoleSession, signOutConsole } from '../../api/contract/endpoints/console-auth.ts';
import { isApiError } from '../../api/errors/api-error.ts';
import { useCallback, useEffect, useMemo, useState } from '../../react.ts';
import { localeCookie, localeFromCookies } from '../../rules/console/locale-cookie.ts';
import { isLocale, type Locale, textDirection, toBcp47 } from '../../rules/locales.ts';
import { SIGN_IN_PATH } from '../routes.ts';
import { ConsoleApiProvider, useConsoleCall } from '../shared/api/api-context.tsx';
import { type ConsoleCallFn, createConsoleClient } from '../shared/api/console-client.ts';
import { consoleErrorId } from '../shared/api/error-text.ts';
import { ConsoleI18nProvider, useCT } from '../shared/i18n/ConsoleI18n.tsx';
import { sessionAtom } from '../shared/session/session-state.ts';
import { RouteView } from './RouteView.tsx';

/** Where the console is served (server/web/console-page.ts); its routes are below it. */
export const CONSOLE_BASE = '/console';

type Store = ReturnType<typeof createStore>;

export interface ConsoleAppProps {
  /** The language the page was written in (its `<html lang>`). */
  readonly initialLocale: Locale;
  /** The app's jotai store (tests give their own). */
  readonly store?: Store;
  /** The API client (tests give their own); by default the page's origin. */
  readonly call?: ConsoleCallFn;
}

/**
 * The hotel console: its store, language, API client and router. It asks who is signed in
 * once, then draws the page for the address (RouteView). The staff member's language: the one
 * the page was written in (the console_locale cookie, server/web/console-page.ts), or their
 * saved one when the browser has none; a change is kept in the cookie.
 */
export function ConsoleApp({ initialLocale, store: given, call: givenCall }: ConsoleAppProps) {
  const store = useMemo(() => given ?? createStore(), [given]);
  const [locale, setLocale] = useState(initialLocale);
  const call = useMemo(
    () =>
      givenCall ??
      createConsoleClient({
        csrfToken: () => store.get(sessionAtom)?.csrf_token,
        locale: () => locale,
        // The session ended (idle timeout, signed out elsewhere, role changed): back to sign-in,
        // keeping the address (RouteView sends a signed-out member there).
        onUnauthorized: () => store.set(sessionAtom, null),
      }),
    [givenCall, store, locale],
  );
  const changeLocale = useCallback((next: Locale) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads for the page's language; cookieStore is not in every browser the console supports.
    document.cookie = localeCookie(next);
    setLocale(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = toBcp47(locale);
    document.documentElement.dir = textDirection(locale);
  }, [locale]);

  return (
    <Provider store={store}>
      <ConsoleI18nProvider locale={locale}>
        <ConsoleApiProvider call={call}>
          <Router base={CONSOLE_BASE}>
            <SessionStart onLocale={changeLocale} />
          </Router>
        </ConsoleApiProvider>
      </ConsoleI18nProvider>
    </Provider>
  );
}

/** Asks who is signed in once, adopts their saved language, and draws the pages. */
function SessionStart({ onLocale }: { readonly onLocale: (locale: Locale) => void }) {
  const t = useCT();
  const call = useConsoleCall();
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const setSession = useSetAtom(sessionAtom);
  const [failure, setFailure] = useState<unknown>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (session !== undefined) return;
    let active = true;
    call(getConsoleSession).then(
      (answer) => {
        if (!active) return;
        setSession(answer);
        const saved = answer.staff.locale;
        // The cookie is the language chosen in this browser; without one, the member's saved one.
        if (localeFromCookies(document.cookie) === undefined && isLocale(saved)) onLocale(saved);
      },
      (error: unknown) => {
        if (!active) return;
        if (isApiError(error) && error.status === 401) setSession(null);
        else setFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [round]);

  const signOut = useCallback(() => {
    const done = () => {
      setSession(null);
      navigate(SIGN_IN_PATH);
    };
    call(signOutConsole).then(done, done);
  }, [call, navigate, setSession]);

  if (failure !== null && session === undefined) {
    return (
      <div className="cs-alert cs-card" role="alert">
        <p>{t(consoleErrorId(failure))}</p>
        <button
          type="button"
          className="cs-button"
          onClick={() => {
            setFailure(null);
            setRound((n) => n + 1);
          }}
        >
          {t('shell.retry')}
        </button>
      </div>
    );
  }
  return <RouteView onLocale={onLocale} onSignOut={signOut} />;
}
