import { h } from '../dom.ts';
import { labelSlot } from '../labels.ts';
import { loadModes, loadWidget } from '../load-widget.ts';
import type { WidgetConfig } from '../widget-api.ts';
import type { ModeFactory } from './mode-view.ts';
import { lazyWidget } from './mount-widget.ts';

type Dialog = ReturnType<typeof import('../lazy/dialog.ts').createDialog>;

/**
 * A button (the element's content is its label) that opens the widget in a modal dialog. The
 * dialog code and React are fetched on hover or focus, and at the latest on the first click.
 */
export const modalMode: ModeFactory = (context) => {
  const { host, root, config, open } = context;
  const button = h(
    'button',
    { type: 'button', class: 'btn', part: 'button', 'aria-haspopup': 'dialog' },
    labelSlot(config.locale),
  );
  root.append(button);
  let latest: WidgetConfig = config;
  let dialog: Promise<Dialog> | undefined;
  const load = () =>
    (dialog ??= loadModes(config.assetBase).then((modes) =>
      modes.createDialog({ ...context, config: latest }, button, (box) =>
        lazyWidget(box, host, latest),
      ),
    ));
  const preload = () => {
    void load();
    void loadWidget(config.assetBase);
  };
  const show = () => void load().then((d) => d.show());
  for (const type of ['pointerenter', 'focus']) button.addEventListener(type, preload);
  button.addEventListener('click', show);
  if (open) show();
  return {
    update(next): void {
      latest = next;
      void dialog?.then((d) => d.update(next));
    },
    destroy(): void {
      button.remove();
      void dialog?.then((d) => d.destroy());
    },
  };
};
