import { createStore } from 'jotai';
import { createRoot } from 'react-dom/client';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { createBrowserSessionStore } from '../api/session/browser-session-store.ts';
import { App } from '../app/App.tsx';
import { AgencyRoutes } from '../app/agency/index.ts';
import { findRoute } from '../app/routes.ts';
import { createAppRuntime } from '../app/startup/create-runtime.ts';
import { followLocaleOnDocument } from '../app/startup/document-locale.ts';
import { guardedReload } from '../app/startup/guarded-reload.ts';
import { logLeak, prepareHosted } from '../app/startup/prepare.ts';
import { agencyBaseOf, belowBase } from '../rules/agency-base.ts';
import { apiBaseOf } from '../shared/api/api-base.ts';
import { localeAtom } from '../shared/locale/locale-state.ts';
import { analyticsAllowedAtom, authAtom, startupParamsAtom } from '../shared/startup/init-state.ts';
import { widgetStyles } from '../shared/styles/widget-css.ts';
import { currentCampaign } from '../shared/tracking/campaign.ts';
import { hostedConfig } from './hosted-config.ts';
import { hostedEmbed } from './hosted-embed.ts';
import { createParentBridge } from './parent-bridge.ts';
import { announceToParent, removedParams } from './parent-messages.ts';

/**
 * The hosted app: the same React app as the inline widget, full page, with real URLs. It runs in
 * the iframe mode, the new tab, the chatbot frame and e-mail links.
 */
// Under /ota the app is the agency site: its routes are below that base (agency-base.ts).
const base = agencyBaseOf(location.pathname);
const original = belowBase(location.pathname, base) + location.search + location.hash;
// Legacy `/#/path` links carry the hotel code inside the hash: read it from the rewritten form.
const prepared = prepareHosted(original, '');
const config = hostedConfig(new URL(prepared.address, location.origin));
const start = prepareHosted(prepared.address, config.hotelCode);
if (prepared.leaked) logLeak();
// Tokens, PII and legacy forms leave the address bar (and history) before anything renders.
if (start.address !== original) history.replaceState(history.state, '', base + start.address);

const url = new URL(location.href);
// The landing's campaign (UTM, click ids) is kept a day in a first-party cookie: a guest who
// comes back without the link still books under it (doc 2 §9).
currentCampaign('hosted', url.searchParams);
const bridge = createParentBridge({
  parentUrl: url.searchParams.get('parentUrl'),
  isSilent: () => Boolean(findRoute(location.pathname)?.silentToParent),
});

const embed = hostedEmbed(bridge, url.searchParams.get('iframe') === 'triplabot');

const runtime = createAppRuntime({
  config: { ...config, initialPath: start.address },
  store: createStore(),
  params: prepared.params,
  apiBase: apiBaseOf(config),
  sessionStore: createBrowserSessionStore(),
  host: {
    navigate: (to, options) => navigate(base + to, options),
    restart: guardedReload,
    forgetParam: (name) => {
      const url = new URL(location.href);
      // The landing's campaign (UTM, click ids) is kept a day in a first-party cookie: a guest who
      // comes back without the link still books under it (doc 2 §9).
      currentCampaign('hosted', url.searchParams);
      url.searchParams.delete(name);
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    },
  },
});
if (prepared.leaked) runtime.store.set(analyticsAllowedAtom, false);
followLocaleOnDocument(runtime.store, document.documentElement);
void runtime.start();

// The page is only the app: no body margin, so the parent's iframe can match it exactly.
const page = new CSSStyleSheet();
page.replaceSync('html,body{margin:0;padding:0}');
document.adoptedStyleSheets = [widgetStyles(), page];
const container = document.getElementById('app') ?? document.body;
container.className = 'hb-page';
createRoot(container).render(
  <App
    config={config}
    runtime={runtime}
    embed={embed}
    router={
      base ? { hook: useBrowserLocation, base, routes: AgencyRoutes } : { hook: useBrowserLocation }
    }
  />,
);
bridge.reportHeight(document.documentElement);
bridge.listen((command) => {
  // Honoured once init has arrived (product.md §4 "deferred until init arrives").
  void runtime.start().then(() => runtime.onParentCommand(command));
});
if (bridge.connected) {
  embed.emit('hotel-booking:ready', { mode: 'iframe' });
  announceToParent({
    store: runtime.store,
    embed,
    startPath: location.pathname,
    removed: removedParams(original, start.address),
    // The chat sync and the member's companion tiers (their own chunk: only members need it).
    onSignedIn: () => {
      const auth = runtime.store.get(authAtom);
      if (auth.status !== 'member') return;
      void import('../features/chatbot/chat-sync.ts').then((chat) => {
        // Started for a chatbot user (`triplabot_user_id`): link it and hand the chatbot a
        // one-time token of this sign-in (receiveTriplabotSession, triplabotSynced).
        const ids = chat.chatbotIds(runtime.store.get(startupParamsAtom));
        void chat.syncChatbot({
          api: runtime.client,
          embed,
          userId: ids.userId,
          messageId: ids.messageId,
          signedIn: true,
        });
        void chat.announceCompanions({
          api: runtime.client,
          embed,
          programId: auth.member.program_id,
          locale: runtime.store.get(localeAtom),
        });
      });
    },
  });
}
