import { h } from '../dom.ts';
import { labelSlot } from '../labels.ts';
import { loadModes, loadWidget } from '../load-widget.ts';
import { lazyView } from './lazy-view.ts';
import type { ModeFactory } from './mode-view.ts';
import { widgetView } from './widget-view.ts';

/**
 * A button (the element's content is its label) that opens the widget in a modal dialog. The
 * dialog code and React are fetched on hover or focus, and at the latest on the first click.
 */
export const modalMode: ModeFactory = (context) => {
  const { host, root, config } = context;
  const button = h('button', {
    type: 'button',
    class: 'b',
    part: 'button',
    'aria-haspopup': 'dialog',
  });
  labelSlot(button, host, config);
  root.append(button);
  const view = lazyView(host, button, config, loadModes, (modes, current) =>
    modes.createDialog({ ...context, config: current }, button, (box) =>
      widgetView(box, host, current),
    ),
  );
  const show = () => void view.load().then((dialog) => dialog?.show());
  // Handler properties of our own button in our own shadow root: shorter than listeners.
  button.onpointerenter = button.onfocus = () => {
    void view.load();
    void loadWidget(config);
  };
  button.onclick = show;
  if (context.open) show();
  return view;
};
