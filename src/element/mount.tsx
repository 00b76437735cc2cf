import r2wc from '@r2wc/react-to-web-component';
import { createStore } from 'jotai';
import { memoryLocation } from 'wouter/memory-location';
import { widgetConfigOf } from '../../loader/attributes.ts';
import { emit } from '../../loader/events.ts';
import type { MountOptions, WidgetConfig, WidgetHandle } from '../../loader/widget-api.ts';
import { createBrowserSessionStore } from '../api/session/browser-session-store.ts';
import { App, type RouterHooks } from '../app/App.tsx';
import {
  type AppRuntime,
  createAppRuntime,
  showIntent,
  watchIntent,
} from '../app/startup/create-runtime.ts';
import { logLeak, prepareInline } from '../app/startup/prepare.ts';
import { apiBaseOf } from '../shared/api/api-base.ts';
import type { Embed } from '../shared/embed/embed.ts';
import { analyticsAllowedAtom } from '../shared/startup/init-state.ts';
import { themeOf } from '../shared/styles/theme.ts';
import { widgetStyles } from '../shared/styles/widget-css.ts';
import { takeOver } from './take-over.ts';
import { themeCss } from './theme-css.ts';

const TAG = 'hotel-booking-app';

/** Per `<hotel-booking>` state that must outlive a re-mount (moving the element unmounts it). */
interface Instance {
  runtime: AppRuntime;
  router: RouterHooks;
  embed: Embed;
  /** Bumped on a restart (invalid client session), so React mounts a fresh tree. */
  generation: number;
  /** Re-renders the element's React tree (set by mount). */
  rerender: () => void;
}

/** Restarts allowed per element after "invalid client session" (each makes a new session). */
const MAX_RESTARTS = 2;

const instances = new WeakMap<HTMLElement, Instance>();
/** Inner r2wc element → its outer `<hotel-booking>`. */
const hosts = new WeakMap<Element, HTMLElement>();

function instanceFor(host: HTMLElement, config: WidgetConfig): Instance {
  let instance = instances.get(host);
  if (!instance) {
    const prepared = prepareInline(config);
    if (prepared.leaked) logLeak();
    // A memory location per element: the inline widget never touches the host page's URL.
    const location = memoryLocation({ path: prepared.address });
    const created: Instance = {
      runtime: startRuntime(),
      router: { hook: location.hook, searchHook: location.searchHook },
      embed: {
        kind: 'inline',
        closable: false,
        chatbot: false,
        emit: (name, detail) => emit(host, name, detail),
        notifyParent() {},
      },
      generation: 0,
      rerender() {},
    };
    function startRuntime(): AppRuntime {
      const runtime = createAppRuntime({
        config,
        store: createStore(),
        params: prepared.params,
        apiBase: apiBaseOf(config),
        sessionStore: createBrowserSessionStore(),
        // Inside the hotel's page: what the empty search form does not draw waits for the guest
        // (a deep link to a later screen or a search is that screen's first draw: not then).
        waitForIntent: !prepared.pastSearchForm,
        host: {
          navigate: (to, options) => location.navigate(to, options),
          // Invalid client session: the session is already cleared; start over with a fresh
          // store (the inline equivalent of the hosted app's reload).
          restart: () => {
            // A server that keeps calling fresh sessions invalid must not spin us forever.
            if (created.generation >= MAX_RESTARTS) return;
            created.runtime = startRuntime();
            created.generation += 1;
            created.rerender();
          },
        },
      });
      if (prepared.leaked) runtime.store.set(analyticsAllowedAtom, false);
      void runtime.start();
      return runtime;
    }
    instance = created;
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
    <App
      key={instance.generation}
      config={config}
      runtime={instance.runtime}
      embed={instance.embed}
      router={instance.router}
    />
  );
}

type AppElement = HTMLElement & { config?: WidgetConfig };

/**
 * Mounts the widget in `container` (inside the `<hotel-booking>` shadow root) as a
 * `<hotel-booking-app>` element made by r2wc, with its own open shadow root and styles.
 */
export function mount(container: HTMLElement, options: MountOptions): WidgetHandle {
  const { host, firstScreen } = options;
  const config = widgetConfigOf(options.config);
  if (!customElements.get(TAG)) {
    customElements.define(TAG, r2wc(WidgetRoot, { shadow: 'open', props: { config: 'json' } }));
  }
  const instance = instanceFor(host, config);
  const el = document.createElement(TAG) as AppElement;
  instance.rerender = () => {
    if (el.config) el.config = { ...el.config };
  };
  hosts.set(el, host);
  const theme = new CSSStyleSheet();
  theme.replaceSync(themeCss(themeOf(config)));
  if (el.shadowRoot) {
    el.shadowRoot.adoptedStyleSheets = [widgetStyles(), theme];
    // The guest's first pointer, touch, focus or key inside this widget loads the next step
    // (src/app/intent.ts); the events of the hotel's page around it do not.
    watchIntent(el.shadowRoot);
    // The guest reached for the server's drawing of this screen: that was the intent.
    if (firstScreen) {
      showIntent();
      takeOver(firstScreen, el, el.shadowRoot);
    }
  }
  // Attach first, then set props: r2wc would otherwise render into a detached element.
  container.append(el);
  el.config = config;
  return {
    update(changed) {
      const next = widgetConfigOf(changed);
      theme.replaceSync(themeCss(themeOf(next)));
      el.config = next;
    },
    destroy() {
      el.remove();
    },
  };
}
