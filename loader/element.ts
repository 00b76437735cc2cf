import { readConfig } from './attributes.ts';
import type { readDeepLink } from './deep-link.ts';
import type { WidgetMode } from './events.ts';
import { loadButtons, loadModes, loadWidget } from './load-widget.ts';
import { chunkMode } from './modes/chunk-mode.ts';
import { inlineMode } from './modes/inline.ts';
import type { ModeFactory, ModeView } from './modes/mode-view.ts';
import { elementStyles } from './styles.ts';

/**
 * Inline is here, in the loader: its first screen's request must leave at once. The others'
 * code comes in a chunk (one request, of the provider's cache), so an inline page carries none
 * of it: the iframe with the modes chunk, which it needs anyway, the buttons with their own.
 */
const MODES: Record<WidgetMode, ModeFactory> = {
  inline: inlineMode,
  iframe: chunkMode(loadModes, (modes) => modes.iframeMode, 'r'),
  modal: chunkMode(loadButtons, (buttons) => buttons.modalMode, ''),
  'new-tab': chunkMode(loadButtons, (buttons) => buttons.newTabMode, ''),
};

/**
 * The deep-link reader (deep-link.ts). It comes with the lazily loaded modes chunk, fetched
 * before the first render only when the page's address may hold a link (most pages have none,
 * and the loader is smaller without it); if that chunk cannot load, the link is ignored.
 */
let readLink: typeof readDeepLink | undefined;

/**
 * `<hotel-booking>`: the facade a hotel puts on its page. It reads its attributes, shows the
 * chosen mode in its own shadow root and re-renders when an attribute changes. See README.md
 * for the attributes and HotelBookingEventMap (events.ts) for the events it dispatches.
 */
export class HotelBookingElement extends HTMLElement {
  /** Folder URL the loader came from; set once by the loader before the element is defined. */
  static assetBase = '';

  #root: ShadowRoot | undefined;
  #view: ModeView | undefined;
  #mode: WidgetMode | undefined;
  #deepLinkUsed = false;

  constructor() {
    super();
    // Any attribute may change after load (theme, prefill, mode). A MutationObserver delivers a
    // batch of changes once, so a CMS setting ten attributes causes one re-render.
    new MutationObserver(() => this.isConnected && this.#render()).observe(this, {
      attributes: true,
    });
  }

  connectedCallback(): void {
    this.#render();
  }

  disconnectedCallback(): void {
    this.#view?.destroy();
    // Its mode is kept: without a view, the next render makes a new one whatever the mode.
    this.#view = undefined;
  }

  /** Iframe mode: sends a message to the hosted app (for example `{ action: 'logout' }`). */
  sendToApp(message: unknown): void {
    this.#view?.sendToApp?.(message);
  }

  #render(): void {
    const config = readConfig(this, HotelBookingElement.assetBase);
    if (!readLink && location.search.includes('hotel_booking=')) {
      // Nothing is drawn until the reader is in: without a shadow root yet, the snippet's
      // reserving child keeps holding the space, as it did before the loader ran. The inline
      // widget's chunk is on its way meanwhile.
      if (config.mode === 'inline') void loadWidget(config);
      void loadModes(config)
        .then(
          (modes) => (readLink = modes.readDeepLink),
          () => (readLink = () => undefined),
        )
        .then(() => this.isConnected && this.#render());
      return;
    }
    if (!this.#root) {
      this.#root = this.attachShadow({ mode: 'open' });
      this.#root.adoptedStyleSheets = [elementStyles()];
    }
    const link = readLink?.(location.search, config.hotelCode);
    if (link) config.initialPath = link;
    if (this.#view && this.#mode === config.mode) {
      this.#view.update(config);
      return;
    }
    this.#view?.destroy();
    this.#mode = config.mode;
    const open = !!link && !this.#deepLinkUsed;
    this.#deepLinkUsed = true;
    // Each mode announces `hotel-booking:ready` itself: a button once drawn, inline and iframe
    // once their app is in.
    this.#view = MODES[config.mode]({ host: this, root: this.#root, config, open });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hotel-booking': HotelBookingElement;
  }
}
