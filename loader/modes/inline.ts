import { h } from '../dom.ts';
import type { ModeFactory } from './mode-view.ts';
import { widgetView } from './widget-view.ts';

/** The React widget in the page, in the element's shadow root; space reserved while it loads. */
export const inlineMode: ModeFactory = ({ host, root, config }) => {
  const box = h('div', { class: 'r', part: 'widget' });
  root.append(box);
  const view = widgetView(box, host, config);
  void view.load();
  return view;
};
