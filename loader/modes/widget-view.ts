import { emit } from '../events.ts';
import { loadButtons, loadWidget } from '../load-widget.ts';
import type { ElementConfig, FirstScreenHandoff } from '../widget-api.ts';
import { lazyView } from './lazy-view.ts';

/**
 * The React widget, mounted lazily in `box`. Until the chunk arrives the box keeps its reserved
 * space (inline: or shows the server's drawing of the first screen, `firstScreen`, which the
 * widget takes over); if it never arrives the guest still gets a link to the hosted booking page.
 */
export const widgetView = (
  box: HTMLElement,
  host: HTMLElement,
  first: ElementConfig,
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
    (config) =>
      void loadButtons(config).then(
        (buttons) => buttons.placeBookLink(box, config),
        () => {},
      ),
  );
