import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { createApiClient } from '../../api/client/create-client.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { getBookingWidgetSettings } from '../../api/contract/endpoints/settings.ts';
import { isApiError } from '../../api/errors/api-error.ts';
import { LOCAL_CODES } from '../../api/errors/local-codes.ts';
import { ensureClientSession } from '../../api/session/ensure-client-session.ts';
import type { SessionStore } from '../../api/session/session-store.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { toLocale } from '../../rules/locales.ts';
import { memberStorageKey } from '../../rules/stored-keys.ts';
import type { ParentCommand } from '../../shared/embed/parent-command.ts';
import { type Store, setError } from '../../shared/errors/slots.ts';
import { sanitiserFor } from '../../shared/hotel-html/sanitiser.ts';
import { localeAtom, requestedLocaleAtom } from '../../shared/locale/locale-state.ts';
import { authAtom, initStateAtom, startupParamsAtom } from '../../shared/startup/init-state.ts';
import { customAuthToken, type StartupParams } from '../../shared/startup/startup-params.ts';
import { showIntent } from '../intent.ts';

// For the inline element (src/element/mount.tsx), which imports only the app's entry files.
export { showIntent, watchIntent } from '../intent.ts';

import { identify } from './identify.ts';
import { initialLocale, type LocalePreferences } from './initial-locale.ts';
import type { MemberRuntimeHost } from './member-runtime.ts';
import { settleStartup } from './settle-startup.ts';
import { warmDateFormats } from './warm-dates.ts';

/** What the runtime needs from its embedding (hosted page or inline element). */
export interface RuntimeHost {
  /** Navigates the app's own location (browser history hosted, memory location inline). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The server declared the client session invalid: hosted reloads, inline re-mounts. */
  restart(): void;
  /**
   * Removes a credential parameter from the address (hosted app; the inline widget never
   * touches the host page's address).
   */
  forgetParam?(name: string): void;
}

export interface RuntimeOptions {
  config: WidgetConfig;
  store: Store;
  /** Startup parameters, read from the address before tokens were stripped. */
  params: StartupParams;
  /** Provider origin (see shared/api/api-base.ts). */
  apiBase: string;
  sessionStore: SessionStore;
  host: RuntimeHost;
  /**
   * The inline widget: what the first screen does not draw (the later messages, the search's
   * and the results' code) waits for the guest's intent (src/app/intent.ts). Otherwise it is
   * asked for at startup.
   */
  waitForIntent?: boolean;
  /**
   * The guest's language preferences when they are not this browser's: the server drawing the
   * first screen for the loader (server/web/first-screen).
   */
  preferences?: LocalePreferences | undefined;
}

/** One widget instance's services: the API client bound to its store, and startup. */
export interface AppRuntime {
  readonly client: ApiClient;
  readonly store: Store;
  /** Runs startup once (later calls return the same promise). Never rejects. */
  start(): Promise<void>;
  /** A command from the parent window (hosted/parent-bridge.ts); call after start resolved. */
  onParentCommand(command: ParentCommand): void;
}

/** Whether a member session is stored for the brand (blocked storage: none). */
function hasStoredSession(brandId: number): boolean {
  try {
    return localStorage.getItem(memberStorageKey(brandId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Wires the API client's error behaviours (doc 2 §8) to this instance's state and navigation,
 * and runs startup (product.md §2): session, init settings, identity. Lives outside React so
 * a re-mount of the element does not run startup twice.
 */
export function createAppRuntime(options: RuntimeOptions): AppRuntime {
  const { config, store, host } = options;
  // Replaced once the init settings name the facility's own custom auth token parameter.
  let params = options.params;
  store.set(startupParamsAtom, params);
  const requested = params.raw.locale ?? config.locale;
  store.set(requestedLocaleAtom, toLocale(requested));
  const { preferences } = options;
  store.set(localeAtom, initialLocale(requested, undefined, preferences));
  store.set(authAtom, identify(params));
  // The messages load beside the session and settings rather than after the first render
  // (I18nProvider gets the same cached load); a failure is I18nProvider's to handle.
  loadMessages(store.get(localeAtom)).catch(() => undefined);
  // Their later part and the next step's code: the hosted pages (the booking site itself) want
  // them now, so they arrive while the settings are on their way; the inline widget waits for
  // the guest's intent (src/app/intent.ts, watched by src/element/mount.tsx).
  if (!options.waitForIntent) showIntent();

  /** The member half of the runtime, loaded only when a member session is in play. */
  const member = () => import('./member-runtime.ts');
  const memberHost = (): MemberRuntimeHost => ({
    client,
    store,
    params,
    sessionStore: options.sessionStore,
    brandId,
    navigate: host.navigate,
  });
  /** The brand of the init settings, known before startup has finished identifying. */
  let brandId: number | undefined;

  // The client session is asked for with the hotel code and the public widget secret.
  const client = createApiClient({
    apiBase: options.apiBase,
    hotelCode: config.hotelCode,
    sessionStore: options.sessionStore,
    getLocale: () => store.get(localeAtom),
    getAccessToken: () => {
      const auth = store.get(authAtom);
      return auth.status === 'anonymous' ? undefined : auth.accessToken;
    },
    // A refusal without a member token (a wrong password) is the screen's to show.
    onUnauthorized: ({ hadAccessToken, error, mayRetry }) =>
      hadAccessToken && member().then((m) => m.unauthorized(memberHost(), error, mayRetry)),
    onServiceUnavailable: (code) => {
      host.navigate(code ? `/503?code=${encodeURIComponent(code)}` : '/503', { replace: true });
    },
    onInvalidSession: () => host.restart(),
  });

  const run = async (): Promise<void> => {
    if (!config.hotelCode) {
      store.set(initStateAtom, { status: 'missingHotelCode' });
      return;
    }
    // The hotel's header and footer HTML of the attributes: the sanitiser loads beside the settings.
    const { attributes } = config;
    void sanitiserFor(attributes['header-html'], attributes['footer-html']);
    try {
      // The session and the settings side by side: the settings are public, so they need not
      // wait for a new session (a stored one still goes with them).
      const startup = Promise.all([
        ensureClientSession(client),
        callEndpoint(client, getBookingWidgetSettings, {
          params: { code: config.hotelCode },
          sessionOptional: true,
        }),
      ]);
      warmDateFormats();
      const [, answer] = await startup;
      const settings = answer.data;
      // product.md §2: the loader stays until the auth check is done; a guest with no member
      // session anywhere skips it (and the member module) entirely.
      const id = settings.hotel_brand_id;
      brandId = id;
      // The facility may name the custom auth token itself: known only now, so that parameter
      // leaves the address here (the standard token names left it before startup).
      const tokenName = settings.facility_shell.brand_custom_auth_token_name;
      const custom = customAuthToken(params, tokenName);
      if (custom !== undefined && custom !== params.brandCustomAuthToken) {
        params = { ...params, brandCustomAuthToken: custom };
        store.set(startupParamsAtom, params);
        if (tokenName) host.forgetParam?.(tokenName);
      }
      if (
        params.accessToken ||
        params.raw.refresh_token ||
        params.raw.one_time_access_token ||
        params.brandCustomAuthToken ||
        hasStoredSession(id)
      )
        await (await member()).start(memberHost());
      // product.md §4: a sign-in or sign-out of this brand in another tab sends this one to search.
      globalThis.addEventListener?.('storage', (event) => {
        if (event.key === memberStorageKey(id)) void member().then((m) => m.otherTab(memberHost()));
      });
      // Preview mode (lazy): opened before the first search, so that search already shows it.
      if (params.preview)
        await import('../preview/open-preview.ts').then(
          (m) => m.openPreview(client, store, params, config.hotelCode),
          () => undefined,
        );
      // The header and footer HTML and CSS come with the first screen, not a moment after it
      // (issue 23).
      await sanitiserFor(
        attributes['header-html'],
        attributes['footer-html'],
        settings.website_header_html,
        settings.website_footer_html,
        settings.facility_shell.header_css,
        settings.facility_shell.footer_css,
      );
      settleStartup(store, settings, { config, params, preferences });
    } catch (error) {
      // doc 2 §8 "Init failure: error title shown globally" — and the init slot for screens.
      const failed = setError(store, 'init', error);
      if (!(isApiError(error) && error.code === LOCAL_CODES.aborted))
        setError(store, 'global', error);
      store.set(initStateAtom, { status: 'failed', error: failed });
    }
  };

  // Parent commands act once startup is done (product.md §4 "deferred until init arrives").
  const onParentCommand = (command: ParentCommand): void => {
    void started?.then(member).then((m) => m.command(memberHost(), command));
  };

  let started: Promise<void> | undefined;
  return {
    client,
    store,
    start: () => {
      started ??= run();
      return started;
    },
    onParentCommand,
  };
}
