import { h } from '../dom.ts';
import { loadModes } from '../load-widget.ts';
import type { ModeFactory, ModeView } from './mode-view.ts';

/**
 * Iframe mode, whose code lives in the lazy modes chunk. Space is reserved at once so the page
 * does not shift when the iframe arrives.
 */
export const iframeMode: ModeFactory = (context) => {
  const placeholder = h('div', { class: 'reserve' });
  context.root.append(placeholder);
  let latest = context.config;
  let view: ModeView | undefined;
  let gone = false;
  void loadModes(latest.assetBase).then((modes) => {
    if (gone) return;
    placeholder.remove();
    view = modes.iframeMode({ ...context, config: latest });
  });
  return {
    update(next): void {
      latest = next;
      view?.update(next);
    },
    destroy(): void {
      gone = true;
      placeholder.remove();
      view?.destroy();
    },
    sendToApp(message): void {
      view?.sendToApp?.(message);
    },
  };
};
