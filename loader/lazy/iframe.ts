import { h } from '../dom.ts';
import { emit } from '../events.ts';
import { hostedUrl } from '../hosted-url.ts';
import type { ModeFactory } from '../modes/mode-view.ts';
import type { WidgetConfig } from '../widget-api.ts';
import { adoptModeStyles } from './sheet.ts';

/** Events the hosted app may raise on the element through postMessage; nothing else passes. */
const RELAYED: readonly string[] = [
  'ready',
  'open',
  'close',
  'search',
  'booking-completed',
  'error',
].map((name) => `hotel-booking:${name}`);

function frameUrl(config: WidgetConfig, chatbot: boolean): string {
  const extra: Record<string, string> = {
    parentUrl: location.origin,
    parentPathname: location.pathname,
  };
  if (chatbot) extra.iframe = 'triplabot';
  // `view="recommender"`: the headless room recommender instead of the search (here, in the lazy
  // chunk, so the loader itself stays as small as it was).
  const start = config.attributes.view === 'recommender' ? '/recommender-widget' : undefined;
  return hostedUrl(start ? { ...config, initialPath: start } : config, extra);
}

/**
 * The hosted app in an iframe that takes its content's height (one scroll bar: the page's).
 * Messages are accepted only from this iframe's window AND the provider's origin; messages to the
 * app are addressed to the provider's origin only.
 */
export const iframeMode: ModeFactory = ({ host, root, config }) => {
  adoptModeStyles(root);
  const chatbot = host.hasAttribute('chatbot');
  const frame = h('iframe', {
    part: 'iframe',
    allow: 'payment',
    title: config.attributes['facility-name'] ?? 'Booking',
  });
  frame.src = frameUrl(config, chatbot);
  let appOrigin = new URL(frame.src).origin;

  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
    if (typeof data !== 'object' || data === null) return;
    const message = data as {
      type?: unknown;
      height?: unknown;
      input?: unknown;
      name?: unknown;
      detail?: unknown;
      action?: unknown;
    };
    if (message.type === 'hotel-booking:resize' && typeof message.height === 'number') {
      // The frame keeps its reserved first-screen height (min-height) until the guest uses the
      // app: a size change the guest did not cause would push the hotel's content (layout
      // shift). Until then a taller app scrolls inside the frame. A chat panel has nothing below.
      if (message.input === true || chatbot) frame.style.height = `${Math.ceil(message.height)}px`;
    } else if (message.type === 'hotel-booking:event' && RELAYED.includes(String(message.name))) {
      host.dispatchEvent(
        new CustomEvent(String(message.name), {
          detail: message.detail,
          bubbles: true,
          composed: true,
        }),
      );
    } else if (message.action === 'close') {
      emit(host, 'hotel-booking:close', { mode: 'iframe' });
    }
  };
  window.addEventListener('message', onMessage);
  // In a reserving box (loader/styles.ts): the frame fills the first screen's height at once.
  const box = h('div', { class: 'reserve' }, frame);
  root.append(box);

  return {
    update(next): void {
      const src = frameUrl(next, chatbot);
      if (src !== frame.src) {
        frame.src = src;
        appOrigin = new URL(src).origin;
      }
    },
    destroy(): void {
      window.removeEventListener('message', onMessage);
      box.remove();
    },
    sendToApp(message: unknown): void {
      frame.contentWindow?.postMessage(message, appOrigin);
    },
  };
};
