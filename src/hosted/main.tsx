import { createStore } from 'jotai';
import { createRoot } from 'react-dom/client';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { App } from '../app/App.tsx';
import type { Embed } from '../app/embed.ts';
import { findRoute } from '../app/routes.ts';
import { widgetStyles } from '../element/widget-css.ts';
import { hostedConfig } from './hosted-config.ts';
import { createParentBridge } from './parent-bridge.ts';

/**
 * The hosted app: the same React app as the inline widget, full page, with real URLs. It runs in
 * the iframe mode, the new tab, the chatbot frame and e-mail links.
 */
const url = new URL(location.href);
const config = hostedConfig(url);
const bridge = createParentBridge({
  parentUrl: url.searchParams.get('parentUrl'),
  isSilent: () => Boolean(findRoute(location.pathname)?.silentToParent),
});

const embed: Embed = {
  kind: 'hosted',
  closable: bridge.connected,
  chatbot: url.searchParams.get('iframe') === 'triplabot',
  emit: (name, detail) => bridge.post({ type: 'hotel-booking:event', name, detail }),
  notifyParent: (action, payload = {}) => bridge.post({ ...payload, action }),
};

// The page is only the app: no body margin, so the parent's iframe can match it exactly.
const page = new CSSStyleSheet();
page.replaceSync('html,body{margin:0;padding:0}');
document.adoptedStyleSheets = [widgetStyles(), page];
const container = document.getElementById('app') ?? document.body;
container.className = 'hb-page';
createRoot(container).render(
  <App config={config} store={createStore()} embed={embed} router={{ hook: useBrowserLocation }} />,
);
bridge.reportHeight(document.documentElement);
if (bridge.connected) {
  embed.emit('hotel-booking:ready', { mode: 'iframe' });
  embed.notifyParent('booking-widget-opened');
}
