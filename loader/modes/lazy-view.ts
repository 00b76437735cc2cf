import { emit } from '../events.ts';
import type { ElementConfig } from '../widget-api.ts';
import type { ModeView } from './mode-view.ts';

/**
 * A view made by a lazily loaded chunk: the React widget (inline, and inside the modal dialog)
 * or a mode of the plain-DOM modes chunk (iframe, the dialog). One helper for both keeps the
 * loader small. `stand` is what shows at once (the reserving box, the modal's button), placed by
 * the caller and removed with the view. The chunk is fetched on the first `load()`; updates and
 * messages wait for it, and nothing is made once the element is gone. A failed download (blocked
 * script, flaky hotel Wi-Fi) raises `hotel-booking:error`, calls `failed` (the inline widget puts
 * a link to the hosted page in its box) and is retried by the next `load()`.
 */
export function lazyView<M, V extends ModeView>(
  host: HTMLElement,
  stand: Element,
  first: ElementConfig,
  fetchChunk: (config: ElementConfig) => Promise<M>,
  make: (module: M, config: ElementConfig) => V,
  failed?: (config: ElementConfig) => void,
) {
  let latest = first;
  let view: Promise<V | undefined> | undefined;
  let gone = false;
  const load = (): Promise<V | undefined> =>
    (view ??= fetchChunk(latest).then(
      (module) => (gone ? undefined : make(module, latest)),
      (error: unknown) => {
        view = undefined;
        if (!gone) {
          failed?.(latest);
          emit(host, 'hotel-booking:error', { code: 'load_failed', message: String(error) });
        }
        return undefined;
      },
    ));
  return {
    load,
    update(next: ElementConfig): void {
      latest = next;
      void view?.then((v) => v?.update(next));
    },
    destroy(): void {
      gone = true;
      stand.remove();
      void view?.then((v) => v?.destroy());
    },
    sendToApp(message: unknown): void {
      void view?.then((v) => v?.sendToApp?.(message));
    },
  };
}
