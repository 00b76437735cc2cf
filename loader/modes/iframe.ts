import { h } from '../dom.ts';
import { loadModes } from '../load-widget.ts';
import { lazyView } from './lazy-view.ts';
import type { ModeFactory } from './mode-view.ts';

/**
 * Iframe mode, whose code lives in the lazy modes chunk. Its reserving box (loader/styles.ts) is
 * shown at once and the frame is put in it, so the page does not shift when the iframe arrives.
 */
export const iframeMode: ModeFactory = (context) => {
  const box = h('div', { class: 'r' });
  context.root.append(box);
  const view = lazyView(context.host, box, context.config, loadModes, (modes, config) =>
    modes.iframeMode({ ...context, config }, box),
  );
  void view.load();
  return view;
};
