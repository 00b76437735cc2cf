import type { WidgetConfig } from '../widget-api.ts';

/** One presentation of the booking app inside the element's shadow root. */
export interface ModeView {
  update(config: WidgetConfig): void;
  destroy(): void;
  /** Iframe mode only: posts a message to the hosted app, e.g. `{ action: 'logout' }`. */
  sendToApp?(message: unknown): void;
}

export interface ModeContext {
  host: HTMLElement;
  root: ShadowRoot;
  config: WidgetConfig;
  /** The host page deep-linked into the app: modal mode opens at once. */
  open: boolean;
}

export type ModeFactory = (context: ModeContext) => ModeView;
