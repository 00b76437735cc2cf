import type { ElementConfig } from '../widget-api.ts';

/** One presentation of the booking app inside the element's shadow root. */
export interface ModeView {
  update(config: ElementConfig): void;
  destroy(): void;
  /** Iframe mode only: posts a message to the hosted app, e.g. `{ action: 'logout' }`. */
  sendToApp?(message: unknown): void;
}

export interface ModeContext {
  host: HTMLElement;
  root: ShadowRoot;
  config: ElementConfig;
  /** The host page deep-linked into the app: modal mode opens at once. */
  open: boolean;
}

export type ModeFactory = (context: ModeContext) => ModeView;

/**
 * The loader's own helpers, handed to a mode whose code is in a chunk (the modal button) so that
 * chunk holds no copy of them: the chunks one page loads share one download of each.
 */
export interface LoaderKit {
  lazyView: typeof import('./lazy-view.ts').lazyView;
  widgetView: typeof import('./widget-view.ts').widgetView;
  loadModes: typeof import('../load-widget.ts').loadModes;
  loadWidget: typeof import('../load-widget.ts').loadWidget;
}

export interface ChunkModeContext extends ModeContext {
  kit: LoaderKit;
}

/**
 * A mode whose code is in a chunk (loader/modes/chunk-mode.ts): it draws in `box`, which the
 * loader placed in the element's shadow root and removes with the view.
 */
export type ChunkMode = (context: ChunkModeContext, box: HTMLElement) => ModeView;
