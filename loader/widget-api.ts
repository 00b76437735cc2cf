import type { WidgetMode } from './events.ts';

/** Theme and header placeholders that a hotel sets through element attributes. */
export interface WidgetTheme {
  buttonColour?: string;
  headerColour?: string;
  fontColour?: string;
  logo?: string;
  headerHtml?: string;
  footerHtml?: string;
  customCss?: string;
  facilityName?: string;
  brandName?: string;
}

/** What the loader reads from the element's attributes (loader/attributes.ts). */
export interface ElementConfig {
  mode: WidgetMode;
  /** Normalised hotel code (lower case, no spaces, hyphens or underscores). Empty if missing. */
  hotelCode: string;
  /** URL of the folder that holds the loader and its chunks (ends with `/`). */
  assetBase: string;
  locale?: string | undefined;
  currency?: string | undefined;
  /** Every attribute of the element as written; the widget reads its theme from them. */
  attributes: Record<string, string>;
  /** Where the widget starts: `/booking/result?…` or a deep-linked step such as `/search`. */
  initialPath: string;
}

/**
 * Everything the React widget needs to start: the element's configuration and its search
 * prefill, which the widget works out itself (`widgetConfigOf`) so the loader stays small.
 */
export interface WidgetConfig extends ElementConfig {
  /** Search prefill in the spec's query parameter names (checkin, adults, room_count …). */
  search: Record<string, string>;
}

/** What the widget chunk gives back for one mounted instance. */
export interface WidgetHandle {
  /** Applies changed attributes without losing the guest's state. */
  update(config: ElementConfig): void;
  /** Unmounts the app; the per-element state is kept so a re-mount continues where it was. */
  destroy(): void;
}

/**
 * The inline widget's first screen as the server drew it (server/web/first-screen), shown by
 * the loader until the widget's code has arrived; the widget takes it over
 * (src/element/take-over.ts).
 */
export interface FirstScreenHandoff {
  /** The shadow root the drawing is in; its host is removed once the widget has drawn. */
  readonly root: ShadowRoot;
  /** What the guest pressed in it, in order: pressed again in the widget's own screen. */
  readonly presses: EventTarget[];
}

export interface MountOptions {
  host: HTMLElement;
  config: ElementConfig;
  /** Inline: the server-drawn first screen the loader is showing, if any. */
  firstScreen?: FirstScreenHandoff | undefined;
}

/** The widget chunk's exports, loaded by the loader with a dynamic import. */
export interface WidgetModule {
  mount(container: HTMLElement, options: MountOptions): WidgetHandle;
}
