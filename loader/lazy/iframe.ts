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
  return hostedUrl(config, extra);
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
      name?: unknown;
      detail?: unknown;
      action?: unknown;
    };
    if (message.type === 'hotel-booking:resize' && typeof message.height === 'number') {
      frame.style.height = `${Math.ceil(message.height)}px`;
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
  root.append(frame);

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
      frame.remove();
    },
    sendToApp(message: unknown): void {
      frame.contentWindow?.postMessage(message, appOrigin);
    },
  };
};
