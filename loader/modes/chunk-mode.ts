import { div } from '../dom.ts';
import { loadModes, loadWidget } from '../load-widget.ts';
import type { ElementConfig } from '../widget-api.ts';
import { lazyView } from './lazy-view.ts';
import type { ChunkMode, LoaderKit, ModeFactory } from './mode-view.ts';
import { widgetView } from './widget-view.ts';

const kit: LoaderKit = { lazyView, widgetView, loadModes, loadWidget };

/**
 * A mode whose code is in a chunk fetched as soon as the element is shown: the iframe (modes
 * chunk) and the modal and new-tab buttons (buttons chunk), so an inline page's loader carries
 * none of them. Meanwhile the space stays held: the iframe's box is the reserving grid (class
 * `r`, loader/styles.ts); a button's box is plain, its 44 px held by the snippet's `min-height`.
 */
export const chunkMode =
  <M>(
    fetchChunk: (config: ElementConfig) => Promise<M>,
    pick: (chunk: M) => ChunkMode,
    boxClass: string,
  ): ModeFactory =>
  (context) => {
    const box = div(boxClass);
    context.root.append(box);
    const view = lazyView(context.host, box, context.config, fetchChunk, (chunk, config) =>
      pick(chunk)({ ...context, config, kit }, box),
    );
    void view.load();
    return view;
  };
