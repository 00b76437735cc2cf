import { bookLink } from '../book-link.ts';
import { emit } from '../events.ts';
import { loadWidget } from '../load-widget.ts';
import type { WidgetConfig, WidgetHandle } from '../widget-api.ts';

/**
 * A lazily mounted React widget in `box`. Until the chunk arrives the box keeps its reserved
 * space; if it never arrives (blocked script, offline) the guest still gets a link to the hosted
 * booking page and the host page gets a `hotel-booking:error` event.
 */
export function lazyWidget(box: HTMLElement, host: HTMLElement, first: WidgetConfig) {
  let latest = first;
  let handle: WidgetHandle | undefined;
  let started: Promise<void> | undefined;
  let gone = false;
  const start = (): Promise<void> =>
    (started ??= loadWidget(latest.assetBase).then(
      (module) => {
        if (gone) return;
        handle = module.mount(box, { host, config: latest });
        emit(host, 'hotel-booking:ready', { mode: latest.mode });
      },
      (error: unknown) => {
        started = undefined;
        if (gone) return;
        box.replaceChildren(bookLink(latest));
        emit(host, 'hotel-booking:error', { code: 'load_failed', message: String(error) });
      },
    ));
  return {
    start,
    update(config: WidgetConfig): void {
      latest = config;
      handle?.update(config);
    },
    destroy(): void {
      gone = true;
      handle?.destroy();
    },
  };
}
