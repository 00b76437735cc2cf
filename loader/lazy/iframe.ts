import { campaignOf } from '../../src/rules/campaign.ts';
import { rememberCampaign } from '../../src/rules/campaign-storage.ts';
import { h } from '../dom.ts';
import { emit } from '../events.ts';
import { hostedUrl } from '../hosted-url.ts';
import type { ModeContext, ModeView } from '../modes/mode-view.ts';
import type { ElementConfig } from '../widget-api.ts';
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

/** The hosted app's messages to its parent (loader/parent-messages.ts), relayed as events. */
const PARENT_ACTIONS: readonly string[] = [
  'show-chatbot',
  'booking-widget-opened',
  'login',
  'close',
  'receiveTriplabotSession',
  'triplabotSynced',
  'receiveCompanionInfo',
  'removeQuery',
  'ga4Event',
];

/** Pages a chatbot frame may start on (`chatbot-path`): the chat's own and the results. */
const CHAT_PATHS =
  /^\/(?:chat-sign-in|chat-sign-up(?:-form|-result|-done)?|iframe-token|iframe-liff-token|iframe-change-locale|booking\/result)$/;

/**
 * Attributes → the spec's startup parameters of the frame: the chatbot user the app links on
 * sign-in, and a one-time token (from `receiveTriplabotSession`) the app exchanges for its own
 * session — how a chatbot passes a sign-in between frames that have no shared storage.
 */
const FRAME_PARAMS: Readonly<Record<string, string>> = {
  'chatbot-user-id': 'triplabot_user_id',
  'chatbot-message-id': 'auth_auto_message_id',
  'chatbot-sync': 'triplabot_sync',
  'one-time-access-token': 'one_time_access_token',
};

/**
 * The campaign of the hotel's page (its UTM and click ids), kept a day in the page's own storage
 * as the inline widget keeps it: a frame from another site gets no storage of its own, so the
 * frame is told the campaign in its address each time.
 */
function hostCampaign(): Record<string, string> {
  let storage: Storage | null = null;
  try {
    storage = localStorage;
  } catch {}
  return rememberCampaign(storage, campaignOf(new URLSearchParams(location.search)), Date.now());
}

/**
 * Whether the frame's box can take `height` without moving anything of the host page on screen:
 * its bottom is at or past the viewport's bottom before and after (the box keeps at least its
 * reserved height), so what follows it is off screen both times: no layout shift, whether the
 * guest caused the change or not.
 */
function offScreenBelow(box: Element, height: number): boolean {
  const { top, height: now } = box.getBoundingClientRect();
  return top + Math.min(now, height) >= innerHeight;
}

function frameUrl(config: ElementConfig, chatbot: boolean): string {
  const extra: Record<string, string> = {
    ...hostCampaign(),
    parentUrl: location.origin,
    parentPathname: location.pathname,
  };
  for (const [name, param] of Object.entries(FRAME_PARAMS)) {
    const value = config.attributes[name];
    if (value) extra[param] = value;
  }
  let start = config;
  if (chatbot) {
    extra.iframe = 'triplabot';
    const path = config.attributes['chatbot-path'];
    if (path && CHAT_PATHS.test(path)) start = { ...config, initialPath: path };
  } else if (config.attributes.view === 'recommender') {
    // `view="recommender"`: the headless room recommender instead of the search (here, in the
    // lazy chunk, so the loader itself stays as small as it was).
    start = { ...config, initialPath: '/recommender-widget' };
  }
  return hostedUrl(start, extra);
}

/**
 * The hosted app in an iframe that takes its content's height (one scroll bar: the page's), put
 * in the loader's reserving `box` (loader/styles.ts), which the loader removes with the view.
 * Messages are accepted only from this iframe's window AND the provider's origin; messages to the
 * app are addressed to the provider's origin only.
 */
export function iframeMode({ host, root, config }: ModeContext, box: HTMLElement): ModeView {
  adoptModeStyles(root);
  const chatbot = host.hasAttribute('chatbot');
  const frame = h('iframe', {
    part: 'iframe',
    allow: 'payment',
    title: config.attributes['facility-name'] ?? 'Booking',
  });
  frame.src = frameUrl(config, chatbot);
  let appOrigin = new URL(frame.src).origin;

  let pending: number | undefined;
  const resize = () => {
    if (pending !== undefined) frame.style.height = `${pending}px`;
    pending = undefined;
  };
  // Applied when the page scrolled so far that what follows the frame is off screen.
  const resizeUnseen = () => {
    if (pending !== undefined && offScreenBelow(box, pending)) resize();
  };

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
      // A new height would push the hotel's content down (a layout shift) unless nothing of it
      // is on screen below the frame; until then a taller app scrolls inside the frame. Even
      // after the guest's own input in the frame: Chromium does not count input inside a frame
      // from another site as the page's input, so that push is a shift too (the message's
      // `input` flag is therefore not used). On a phone the frame's first screen reaches past
      // the window, so it follows its content at once; on a desktop the results scroll inside
      // the first screen's height until the page is scrolled so the frame's end is off screen.
      // A chat panel has nothing below.
      pending = Math.ceil(message.height);
      if (chatbot) resize();
      else resizeUnseen();
    } else if (message.type === 'hotel-booking:event' && RELAYED.includes(String(message.name))) {
      host.dispatchEvent(
        new CustomEvent(String(message.name), {
          detail: message.detail,
          bubbles: true,
          composed: true,
        }),
      );
    } else if (typeof message.action === 'string' && PARENT_ACTIONS.includes(message.action)) {
      const { action, ...payload } = message;
      host.dispatchEvent(
        new CustomEvent('hotel-booking:message', {
          detail: { action, payload },
          bubbles: true,
          composed: true,
        }),
      );
      if (action === 'close') emit(host, 'hotel-booking:close', { mode: 'iframe' });
    }
  };
  window.addEventListener('message', onMessage);
  window.addEventListener('scroll', resizeUnseen, { passive: true });
  // The reserving box keeps the first screen's height; the frame fills it at once.
  box.append(frame);

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
      window.removeEventListener('scroll', resizeUnseen);
    },
    sendToApp(message: unknown): void {
      frame.contentWindow?.postMessage(message, appOrigin);
    },
  };
}
