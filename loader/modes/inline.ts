import {
  draftStorageKey,
  LOCALE_STORAGE_KEY,
  MEMBER_KEY_PREFIX,
  searchCookieName,
} from '../../src/rules/stored-keys.ts';
import { h } from '../dom.ts';
import type { FirstScreenHandoff } from '../widget-api.ts';
import type { ModeFactory } from './mode-view.ts';
import { widgetView } from './widget-view.ts';

/** The widget's code was asked for on this page: a widget shown again (moved) needs no drawing. */
let widgetWanted = false;

/**
 * The React widget in the page, in the element's shadow root; space reserved while it loads.
 *
 * The search form first comes drawn by the server (`first-screen`, beside the loader: markup and
 * its stylesheet), so the hotel's page pays for the widget's code only once the guest reaches
 * for it: a pointer over the widget, a touch, focus. Until then a press is kept (and a submit
 * stopped), and the widget takes the drawing over with what was typed and pressed
 * (src/element/take-over.ts). No drawing (a deep link, a returning guest, a widget already on
 * the page, header HTML, an unknown hotel, a failed request): the widget loads at once, as it
 * always did.
 */
export const inlineMode: ModeFactory = ({ host, root, config }) => {
  const box = h('div', { class: 'r', part: 'widget' });
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
  if (returning) load();
  else {
    // From the start, not once the drawing is in: a pointer already resting over the space
    // would send no new event. Intent before the drawing arrives loads the widget instead.
    for (const type of intents) host.addEventListener(type, load);
    fetch(
      new URL(
        `first-screen?${new URLSearchParams({ a: JSON.stringify(config.attributes), s: stored })}`,
        config.assetBase,
      ),
    )
      .then((res) => (res.status === 200 ? res.json() : 0))
      .then((drawn?: { html: string; css: string }) => {
        if (!drawn || loading || !box.isConnected) return load();
        const shown = box.appendChild(h('div')).attachShadow({ mode: 'open' });
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(drawn.css);
        shown.adoptedStyleSheets = [sheet];
        shown.innerHTML = drawn.html;
        const presses: EventTarget[] = [];
        handoff = { root: shown, presses };
        shown.addEventListener('click', (event) => presses.push(event.target as EventTarget));
        shown.addEventListener('submit', (event) => event.preventDefault());
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
