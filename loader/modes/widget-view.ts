import { bookLink } from '../book-link.ts';
import { emit } from '../events.ts';
import { loadWidget } from '../load-widget.ts';
import type { FirstScreenHandoff, WidgetConfig } from '../widget-api.ts';
import { lazyView } from './lazy-view.ts';

/**
 * The React widget, mounted lazily in `box`. Until the chunk arrives the box keeps its reserved
 * space (inline: or shows the server's drawing of the first screen, `firstScreen`, which the
 * widget takes over); if it never arrives the guest still gets a link to the hosted booking page.
 */
export const widgetView = (
  box: HTMLElement,
  host: HTMLElement,
  first: WidgetConfig,
  firstScreen?: () => FirstScreenHandoff | undefined,
) =>
  lazyView(
    host,
    box,
    first,
    loadWidget,
    (module, config) => {
      const handle = module.mount(box, { host, config, firstScreen: firstScreen?.() });
      emit(host, 'hotel-booking:ready', { mode: config.mode });
      return handle;
    },
    (config) => box.replaceChildren(bookLink(host, config)),
  );
