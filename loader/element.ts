import { readConfig } from './attributes.ts';
import { readDeepLink } from './deep-link.ts';
import { emit, type WidgetMode } from './events.ts';
import { iframeMode } from './modes/iframe.ts';
import { inlineMode } from './modes/inline.ts';
import { modalMode } from './modes/modal.ts';
import type { ModeFactory, ModeView } from './modes/mode-view.ts';
import { newTabMode } from './modes/new-tab.ts';
import { elementStyles } from './styles.ts';

const MODES: Record<WidgetMode, ModeFactory> = {
  inline: inlineMode,
  modal: modalMode,
  iframe: iframeMode,
  'new-tab': newTabMode,
};

/**
 * `<hotel-booking>`: the facade a hotel puts on its page. It reads its attributes, shows the
 * chosen mode in its own shadow root and re-renders when an attribute changes. See README.md
 * for the attributes and HotelBookingEventMap (events.ts) for the events it dispatches.
 */
export class HotelBookingElement extends HTMLElement {
  /** Folder URL the loader came from; set once by the loader before the element is defined. */
  static assetBase = '';

  readonly #root: ShadowRoot;
  #view: ModeView | undefined;
  #mode: WidgetMode | undefined;
  #deepLinkUsed = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [elementStyles()];
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
    this.#view = undefined;
    this.#mode = undefined;
  }

  /** Iframe mode: sends a message to the hosted app (for example `{ action: 'logout' }`). */
  sendToApp(message: unknown): void {
    this.#view?.sendToApp?.(message);
  }

  #render(): void {
    const config = readConfig(this, HotelBookingElement.assetBase);
    const link = readDeepLink(location.search, config.hotelCode);
    if (link) config.initialPath = link;
    if (this.#view && this.#mode === config.mode) {
      this.#view.update(config);
      return;
    }
    this.#view?.destroy();
    this.#mode = config.mode;
    const open = !!link && !this.#deepLinkUsed;
    this.#deepLinkUsed = true;
    this.#view = MODES[config.mode]({ host: this, root: this.#root, config, open });
    // Button modes are interactive at once; inline and iframe announce readiness when loaded.
    if (config.mode === 'modal' || config.mode === 'new-tab')
      emit(this, 'hotel-booking:ready', { mode: config.mode });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hotel-booking': HotelBookingElement;
  }
}
