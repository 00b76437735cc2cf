import {
  draftStorageKey,
  LOCALE_STORAGE_KEY,
  MEMBER_KEY_PREFIX,
  searchCookieName,
} from '../../src/rules/stored-keys.ts';
import { div } from '../dom.ts';
import type { FirstScreenHandoff } from '../widget-api.ts';
import type { ModeFactory } from './mode-view.ts';
import { widgetView } from './widget-view.ts';

/**
 * The widget's code was asked for on this page: a widget shown again (moved) needs no drawing.
 */
let widgetWanted = false;

/**
 * The React widget in the page, in the element's shadow root; space reserved while it loads.
 *
 * The search form first comes drawn by the server (`first-screen`, beside the loader: markup and
 * its stylesheet), so the hotel's page pays for the widget's code only once the guest reaches
 * for it: a pointer over the widget, a touch, focus. Until then a press is kept (a submit goes
 * nowhere), and the widget takes the drawing over with what was typed and pressed
 * (src/element/take-over.ts). The hotel's own server may have written the drawing into the page
 * (README, "First screen from your server"): it is shown as it is, with no request. No drawing
 * (a deep link, a returning guest, a widget already on the page, header HTML, an unknown hotel,
 * a failed request): the widget loads at once, as it always did; a deep link or a returning
 * guest's widget still takes over a drawing the page came with.
 */
export const inlineMode: ModeFactory = ({ host, root, config }) => {
  const box = div('r');
  box.part.value = 'widget';
  root.append(box);
  let handoff: FirstScreenHandoff | undefined;
  const view = widgetView(box, host, config, () => handoff);
  let loading = false;
  const intents = ['pointerover', 'pointerdown', 'focusin', 'input'];
  const load = () => {
    loading = widgetWanted = true;
    // Once: a failed download would otherwise be retried at every move of the pointer, and the
    // link put in its place (widget-view.ts) made anew under the guest's hand.
    for (const type of intents) host.removeEventListener(type, load);
    void view.load();
  };
  const code = config.hotelCode;
  let stored = '';
  let returning: unknown = widgetWanted || config.initialPath !== '/booking/result';
  try {
    stored = localStorage[LOCALE_STORAGE_KEY] ?? '';
    // A returning guest's state (a booking in progress, the last search, a member session) is
    // the widget's to show: the server cannot know it.
    returning ||=
      sessionStorage[draftStorageKey(code)] ||
      document.cookie.includes(`${searchCookieName(code)}=`) ||
      Object.keys(localStorage).some((key) => key.startsWith(MEMBER_KEY_PREFIX));
  } catch {
    returning = 1;
  }
  /**
   * The drawing shown: presses are kept for the widget to make again. (Its forms submit nowhere:
   * src/element/first-screen.tsx.)
   */
  const show = (shown: ShadowRoot) => {
    const presses: EventTarget[] = [];
    handoff = { root: shown, presses };
    shown.addEventListener('click', (event) => presses.push(event.target as EventTarget));
  };
  // The hotel's server may have written the drawing into the page already (a declarative shadow
  // root in the snippet's reserving child: server/web/first-screen/embed.ts), painted before
  // this script arrived: it moves into the box as it is, unless the hotel's day has ended.
  const written = host.firstElementChild as HTMLElement | null;
  const adopted = written?.shadowRoot && Date.now() < +(written.dataset.until as string);
  if (adopted) show(box.appendChild(written).shadowRoot as ShadowRoot);
  if (returning) load();
  else {
    // From the start, not once the drawing is in: a pointer already resting over the space
    // would send no new event. Intent before the drawing arrives loads the widget instead.
    for (const type of intents) host.addEventListener(type, load);
    if (!adopted)
      fetch(
        new URL(
          `first-screen?${new URLSearchParams({ a: JSON.stringify(config.attributes), s: stored })}`,
          config.assetBase,
        ),
      )
        .then((res) => (res.status === 200 ? res.json() : 0))
        .then((drawn?: { html: string; css: string }) => {
          // The guest reached for this widget first: no drawing to show, the widget draws. (Per
          // element: another element's widget must not hide this one's drawing.)
          if (!drawn || loading || !box.isConnected) return load();
          const shown = box.appendChild(div()).attachShadow({ mode: 'open' });
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(drawn.css);
          shown.adoptedStyleSheets = [sheet];
          shown.innerHTML = drawn.html;
          show(shown);
        })
        .catch(load);
  }
  return {
    ...view,
    update(next) {
      // New attributes (a theme, a locale) are the widget's to draw, not the drawing's.
      load();
      view.update(next);
    },
  };
};
