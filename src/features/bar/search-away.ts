import { searchParam } from '../../../loader/attributes.ts';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { SearchTarget } from './search-target.ts';

/** What a search checked and sent elsewhere does with its criteria (the spec's parameters). */
export type Away = (params: Record<string, string>) => void;

/** Where the modal target's element goes, and what gets the focus back when it closes. */
export interface AwayPlaces {
  readonly place: HTMLElement | null;
  readonly returnTo: HTMLElement | null;
}

/**
 * The hosted booking pages' results for the criteria: the provider's `/booking/result` with the
 * hotel, the element's language and currency, and the search, which the page runs at once (a
 * results address searches by itself). The guest's choice wins over the element's prefill.
 */
export function hostedResultsUrl(config: WidgetConfig, params: Record<string, string>): string {
  const url = new URL('/booking/result', config.assetBase);
  url.searchParams.set('code', config.hotelCode);
  if (config.locale) url.searchParams.set('locale', config.locale);
  if (config.currency) url.searchParams.set('currency', config.currency);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** The element attribute of a search parameter (`room_count` → `rooms`), if there is one. */
const ATTRIBUTE_OF: Readonly<Record<string, string>> = {
  room_count: 'rooms',
  is_day_use: 'day-use',
};
const attributeOf = (param: string): string | undefined => {
  const name = ATTRIBUTE_OF[param] ?? param.replaceAll('_', '-');
  return searchParam(name) === param ? name : undefined;
};

/** How long the modal's widget may take to draw its search form (a slow connection). */
const SEARCH_WAIT_MS = 20_000;

/**
 * Presses Search in the modal's widget once it has drawn its form (started: its main no longer
 * busy), prefilled with the bar's search: the dialog opens at the results. Its own press, so
 * the widget checks and runs the search as a guest's; the inline widget's code carries nothing
 * for this. Given up after `until` (the widget's form then waits for the guest).
 */
function pressSearch(element: HTMLElement, until: number): void {
  const app = element.shadowRoot?.querySelector('hotel-booking-app')?.shadowRoot;
  const search = app?.querySelector<HTMLButtonElement>(
    '.hb-main[aria-busy="false"] .hb-search-submit',
  );
  if (search) search.click();
  else if (Date.now() < until) requestAnimationFrame(() => pressSearch(element, until));
}

/** The bar's own attributes, which the modal's element does not take. */
const BAR_ONLY = /^(mode|style|id|class|slot|search-target)$/;

/**
 * The modal target: a `<hotel-booking mode="modal">` of the same hotel, language and theme in
 * the bar's box (drawn 0 px tall: its button is never seen), with the search as its prefill;
 * its button is pressed once drawn, which opens the dialog (Escape and the close button close
 * it, focus is kept inside), then its widget's Search. Each search makes a fresh one; closed,
 * focus returns to the bar's Search.
 */
function openModal(config: WidgetConfig, params: Record<string, string>, places: AwayPlaces) {
  const { place, returnTo } = places;
  if (!place) return;
  const element = document.createElement('hotel-booking');
  for (const [name, value] of Object.entries(config.attributes))
    if (!BAR_ONLY.test(name) && !searchParam(name)) element.setAttribute(name, value);
  element.setAttribute('mode', 'modal');
  for (const [param, value] of Object.entries(params)) {
    const name = attributeOf(param);
    if (name) element.setAttribute(name, value);
  }
  element.addEventListener(
    'hotel-booking:ready',
    () => {
      const button = element.shadowRoot?.querySelector('button');
      if (!button) return;
      // The hidden button is no stop of the keyboard's; the dialog returns focus to it first.
      button.tabIndex = -1;
      button.click();
      pressSearch(element, Date.now() + SEARCH_WAIT_MS);
    },
    { once: true },
  );
  element.addEventListener('hotel-booking:close', () => setTimeout(() => returnTo?.focus()));
  place.replaceChildren(element);
}

/**
 * What the bar's Search does for its target once the criteria are checked: nothing more for
 * the results below the bar (the widget's own search; `undefined`), a new tab or this tab at
 * the hosted pages, or the modal. A new tab opens in the guest's press (no pop-up blocking).
 */
export function awayTo(
  target: SearchTarget,
  config: WidgetConfig,
  places: AwayPlaces,
): Away | undefined {
  switch (target) {
    case 'results':
      return undefined;
    case 'new-tab':
      return (params) => void window.open(hostedResultsUrl(config, params), '_blank', 'noopener');
    case 'hosted':
      return (params) => location.assign(hostedResultsUrl(config, params));
    case 'modal':
      return (params) => openModal(config, params, places);
  }
}
