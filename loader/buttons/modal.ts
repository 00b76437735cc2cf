import { h } from '../dom.ts';
import { emit } from '../events.ts';
import type { ChunkMode } from '../modes/mode-view.ts';
import { adoptButtonStyles } from './button-sheet.ts';
import { labelSlot } from './label-slot.ts';

/**
 * A button (the element's content is its label) that opens the widget in a modal dialog. The
 * dialog code and React are fetched on hover or focus, and at the latest on the first click.
 * The loader's own helpers come in `kit`, so this chunk holds no copy of them.
 */
export const modalMode: ChunkMode = (context, box) => {
  const { host, config, kit } = context;
  const button = h('button', {
    type: 'button',
    class: 'b',
    part: 'button',
    'aria-haspopup': 'dialog',
  });
  labelSlot(button, config);
  adoptButtonStyles(box);
  box.append(button);
  const view = kit.lazyView(host, button, config, kit.loadModes, (modes, current) =>
    modes.createDialog({ ...context, config: current }, button, (dialogBox) =>
      kit.widgetView(dialogBox, host, current),
    ),
  );
  const show = () => void view.load().then((dialog) => dialog?.show());
  // Handler properties of our own button in our own shadow root: shorter than listeners.
  button.onpointerenter = button.onfocus = () => {
    void view.load();
    void kit.loadWidget(config);
  };
  button.onclick = show;
  emit(host, 'hotel-booking:ready', { mode: 'modal' });
  if (context.open) show();
  return view;
};
