import { h } from '../dom.ts';
import { loadModes, loadWidget } from '../load-widget.ts';
import type { ElementConfig } from '../widget-api.ts';
import { lazyView } from './lazy-view.ts';
import type { ChunkMode, LoaderKit, ModeFactory } from './mode-view.ts';
import { widgetView } from './widget-view.ts';

const kit: LoaderKit = { lazyView, widgetView, loadModes, loadWidget };

/**
 * A mode whose code is in a chunk fetched as soon as the element is shown: the iframe (modes
 * chunk) and the modal and new-tab buttons (buttons chunk), so an inline page's loader carries
 * none of them. Its box (class `r`: the reserving grid, loader/styles.ts) holds the space
 * meanwhile: the snippet's reserved height, or the button's 44 px.
 */
export const chunkMode =
  <M>(
    fetchChunk: (config: ElementConfig) => Promise<M>,
    pick: (chunk: M) => ChunkMode,
    boxClass: string,
  ): ModeFactory =>
  (context) => {
    const box = h('div', { class: boxClass });
    context.root.append(box);
    const view = lazyView(context.host, box, context.config, fetchChunk, (chunk, config) =>
      pick(chunk)({ ...context, config, kit }, box),
    );
    void view.load();
    return view;
  };
