import { h } from '../dom.ts';
import type { ModeFactory } from './mode-view.ts';
import { lazyWidget } from './mount-widget.ts';

/** The React widget in the page, in the element's shadow root; space reserved while it loads. */
export const inlineMode: ModeFactory = ({ host, root, config }) => {
  const box = h('div', { class: 'reserve', part: 'widget' });
  root.append(box);
  const widget = lazyWidget(box, host, config);
  void widget.start();
  return {
    update: widget.update,
    destroy(): void {
      widget.destroy();
      box.remove();
    },
  };
};
