import { createStore } from 'jotai/vanilla';
import { prerenderToNodeStream } from 'react-dom/static';
import { configOf, widgetConfigOf } from '../../loader/attributes.ts';
import type { BookingWidgetSettings } from '../api/contract/settings.ts';
import type { SessionStore } from '../api/session/session-store.ts';
import { App } from '../app/App.tsx';
import { rewriteAddress } from '../app/rewrite-location.ts';
import { createAppRuntime } from '../app/startup/create-runtime.ts';
import type { LocalePreferences } from '../app/startup/initial-locale.ts';
import { prepareInline } from '../app/startup/prepare.ts';
import { settleStartup } from '../app/startup/settle-startup.ts';
import { knownSignInButtonAtom, type SignInButton } from '../features/membership/sign-in-button.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { toLocale } from '../rules/locales.ts';
import { localeAtom } from '../shared/locale/locale-state.ts';
import { offeredLocales } from '../shared/locale/offered-locales.ts';
import { splitOnce } from '../shared/startup/strip-tokens.ts';
import { themeOf } from '../shared/styles/theme.ts';
import { widgetCssText } from '../shared/styles/widget-css.ts';
import { hoistStyles } from './hoist-styles.ts';
import { pruneCss } from './prune-css.ts';
import { themeCss } from './theme-css.ts';

/**
 * The widget's server entry: the provider draws the inline first screen with it
 * (server/web/first-screen/route.ts), as the element's entry (index.ts) draws it in the browser.
 */

/** The inline widget's first screen as the server draws it: markup and the stylesheet it needs. */
export interface FirstScreen {
  readonly html: string;
  readonly css: string;
}

export interface FirstScreenInput {
  /** The `<hotel-booking>` element's attributes as written. */
  readonly attributes: Record<string, string>;
  readonly settings: BookingWidgetSettings;
  readonly preferences: LocalePreferences;
  /**
   * The hotel's `settings/sign_in_button` answer: the header shows the sign-in button as the
   * widget will (issue 37), since the widget's own call is an effect, which the server does not
   * run. Without it the button's box is held empty, as while the call is under way.
   */
  readonly signInButton?: SignInButton;
}

/** No session on the server: the drawing makes no call (effects do not run there). */
const noSession: SessionStore = { get: () => undefined, set() {}, clear() {} };

/**
 * Why the server does not draw the first screen for these attributes and settings, or undefined
 * when it does. The hotel's header and footer HTML and CSS need the browser's sanitisers
 * (DOMPurify on a real DOM, the CSS parser), and only the inline mode shows this screen in the page. (A deep link's later
 * screen is never asked for: the loader loads the widget at once then.)
 */
export function notDrawnBecause(input: FirstScreenInput): string | undefined {
  const { attributes, settings } = input;
  const config = configOf(attributes, '');
  if (config.mode !== 'inline') return 'not the inline mode';
  if (!config.hotelCode) return 'no hotel code';
  if (attributes['header-html']?.trim() || attributes['footer-html']?.trim())
    return 'header or footer HTML';
  if (settings.website_header_html.trim() || settings.website_footer_html.trim())
    return "the hotel's header or footer HTML";
  // Its header and footer CSS too: it is cleaned by the browser's CSS parser (src/lib/hotel-css.ts).
  if (settings.facility_shell.header_css.trim() || settings.facility_shell.footer_css.trim())
    return "the hotel's header or footer CSS";
  return undefined;
}

/**
 * Whether the drawing's language is the same for every guest. A page is one answer for all its
 * visitors (and a page cache keeps it), so the drawing cannot follow a guest's browser languages
 * or remembered choice: only the `locale` attribute, or a hotel that offers one language, fixes
 * it (the widget's rule: resolve-locale.ts; the attribute wins over the guest's preferences).
 */
export function languageIsFixed(
  attributes: Record<string, string>,
  settings: BookingWidgetSettings,
): boolean {
  return (
    toLocale(attributes.locale) !== undefined ||
    offeredLocales(settings.available_languages, undefined).length === 1
  );
}

/**
 * Draws the inline widget's first screen (the search form) with the widget's own App, the same
 * startup decisions (settle-startup.ts) and the same stylesheet, so that what the loader shows
 * before the widget's code has arrived is what the widget then draws in its place (see take-over.ts). `prerender` waits for the lazily loaded parts the screen shows.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  const { attributes, settings, preferences } = input;
  const config = widgetConfigOf(configOf(attributes, ''));
  const prepared = prepareInline(config);
  const store = createStore();
  const runtime = createAppRuntime({
    config,
    store,
    params: prepared.params,
    apiBase: '',
    sessionStore: noSession,
    waitForIntent: true,
    preferences,
    host: { navigate() {}, restart() {} },
  });
  settleStartup(store, settings, { config, params: prepared.params, preferences });
  if (input.signInButton) store.set(knownSignInButtonAtom, { button: input.signInButton });
  const messages = await loadMessages(store.get(localeAtom));
  // The address as the widget's router leaves it once its rewrites (the hotel's `code`) are
  // done: on the server a <Redirect> draws nothing.
  const address = rewriteAddress(prepared.address, config.hotelCode) ?? prepared.address;
  const [path = '', search = ''] = splitOnce(address, '?');
  const app = (
    <App
      config={config}
      runtime={runtime}
      embed={{
        kind: 'inline',
        closable: false,
        chatbot: false,
        emit() {},
        notifyParent() {},
      }}
      router={{ hook: () => [path, () => {}], searchHook: () => search }}
      messages={messages}
    />
  );
  // Nothing the first screen draws waits for the network (its lazy parts are local modules on
  // the server); a drawing that still has not settled is cut short rather than kept waiting.
  const { prelude } = await prerenderToNodeStream(app, { signal: AbortSignal.timeout(5000) });
  let markup = '';
  for await (const part of prelude) markup += String(part);
  const hoisted = hoistStyles(markup);
  return {
    // Its forms submit nowhere (`method="dialog"` outside a dialog does nothing): until the widget
    // takes over, Search and Enter must not reload the hotel's page, even before the loader runs
    // (a drawing the hotel's server wrote into its page); the press is kept and made again.
    html: hoisted.html.replaceAll('<form ', '<form method="dialog" '),
    // Only the rules this markup can use (prune-css.ts): the widget's whole stylesheet was
    // about 2 KB of the drawing's gzip size, and grows with each lazy screen drawn here.
    css: pruneCss(`${widgetCssText()}\n${themeCss(themeOf(config))}\n${hoisted.css}`, hoisted.html),
  };
}
