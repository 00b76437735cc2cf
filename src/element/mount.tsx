import r2wc from '@r2wc/react-to-web-component';
import { createStore } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import { emit } from '../../loader/events.ts';
import type { WidgetConfig, WidgetHandle } from '../../loader/widget-api.ts';
import { App, type RouterHooks, type Store } from '../app/App.tsx';
import type { Embed } from '../app/embed.ts';
import { themeOf } from './theme.ts';
import { themeCss } from './theme-css.ts';
import { widgetStyles } from './widget-css.ts';

const TAG = 'hotel-booking-app';

/** Per `<hotel-booking>` state that must outlive a re-mount (moving the element unmounts it). */
interface Instance {
  store: Store;
  router: RouterHooks;
  embed: Embed;
}

const instances = new WeakMap<HTMLElement, Instance>();
/** Inner r2wc element → its outer `<hotel-booking>`. */
const hosts = new WeakMap<Element, HTMLElement>();

function instanceFor(host: HTMLElement, config: WidgetConfig): Instance {
  let instance = instances.get(host);
  if (!instance) {
    // A memory location per element: the inline widget never touches the host page's URL.
    const location = memoryLocation({ path: config.initialPath });
    instance = {
      store: createStore(),
      router: { hook: location.hook, searchHook: location.searchHook },
      embed: {
        kind: 'inline',
        closable: false,
        chatbot: false,
        emit: (name, detail) => emit(host, name, detail),
        notifyParent() {},
      },
    };
    instances.set(host, instance);
  }
  return instance;
}

/** r2wc passes the shadow root as `container`; its host leads to the outer element's state. */
function WidgetRoot({ config, container }: { config?: WidgetConfig; container?: HTMLElement }) {
  const inner = container instanceof ShadowRoot ? container.host : container;
  const host = inner && hosts.get(inner);
  const instance = host && instances.get(host);
  if (!config || !instance) return null;
  return (
    <App config={config} store={instance.store} embed={instance.embed} router={instance.router} />
  );
}

type AppElement = HTMLElement & { config?: WidgetConfig };

/**
 * Mounts the widget in `container` (inside the `<hotel-booking>` shadow root) as a
 * `<hotel-booking-app>` element made by r2wc, with its own open shadow root and styles.
 */
export function mount(
  container: HTMLElement,
  { host, config }: { host: HTMLElement; config: WidgetConfig },
): WidgetHandle {
  if (!customElements.get(TAG)) {
    customElements.define(TAG, r2wc(WidgetRoot, { shadow: 'open', props: { config: 'json' } }));
  }
  instanceFor(host, config);
  const el = document.createElement(TAG) as AppElement;
  hosts.set(el, host);
  const theme = new CSSStyleSheet();
  theme.replaceSync(themeCss(themeOf(config)));
  if (el.shadowRoot) el.shadowRoot.adoptedStyleSheets = [widgetStyles(), theme];
  // Attach first, then set props: r2wc would otherwise render into a detached element.
  container.append(el);
  el.config = config;
  return {
    update(next) {
      theme.replaceSync(themeCss(themeOf(next)));
      el.config = next;
    },
    destroy() {
      el.remove();
    },
  };
}
