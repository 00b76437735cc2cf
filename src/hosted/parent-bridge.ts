import type { ParentCommand } from '../shared/embed/parent-command.ts';

/**
 * postMessage between the hosted app and the page that frames it. Outgoing messages go to the
 * `parentUrl` origin only (or `*` when parentUrl is `*`, as the spec allows); incoming ones are
 * honoured only from the parent window at that origin. On paths the route table marks silent
 * (the recommender widget) the spec's parent messages (those with an `action`) are not sent and
 * commands are not honoured; the loader's own `hotel-booking:*` messages (height, element
 * events) still reach an iframe-mode element, so an embedded recommender sizes itself.
 */
export function createParentBridge(options: {
  parentUrl: string | null;
  isSilent: () => boolean;
  win?: Window;
}) {
  const win = options.win ?? window;
  const framed = win.parent !== win;
  let origin: string | undefined;
  if (options.parentUrl === '*') origin = '*';
  else if (options.parentUrl) {
    try {
      origin = new URL(options.parentUrl).origin;
    } catch {
      origin = undefined;
    }
  }
  const active = () => framed && origin !== undefined && !options.isSilent();
  const spec = (message: Record<string, unknown>) => 'action' in message;

  return {
    /** Where messages go: the parentUrl's origin, `*`, or nowhere (not framed, no parentUrl). */
    get origin(): string | undefined {
      return framed ? origin : undefined;
    },
    /** True when messages can reach a parent (framed, with a valid parentUrl). */
    get connected(): boolean {
      return framed && origin !== undefined;
    },
    post(message: Record<string, unknown>): void {
      if (!framed || !origin || (spec(message) && options.isSilent())) return;
      win.parent.postMessage(message, origin);
    },
    listen(handler: (command: ParentCommand) => void): () => void {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (!active() || event.source !== win.parent) return;
        if (origin !== '*' && event.origin !== origin) return;
        const action = (event.data as { action?: unknown } | null)?.action;
        if (action === 'logout' || action === 'refresh-login-from-chatbot') handler(action);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
    /**
     * Keeps the parent's iframe as tall as this document: one scroll bar, the page's. Each
     * height says whether the guest caused it (pointer, key or wheel in the last second), and
     * on input the current height is sent again. The loader (loader/lazy/iframe.ts) applies a
     * height only when nothing of the hotel's page on screen moves (the page cannot see input
     * inside this frame, so a push after it is a layout shift all the same); the flag stays for
     * loaders of earlier releases still cached on hotel pages.
     */
    reportHeight(element: HTMLElement): () => void {
      let last = 0;
      let inputAt = Number.NEGATIVE_INFINITY;
      const send = (force = false) => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height !== last || force) {
          last = height;
          this.post({
            type: 'hotel-booking:resize',
            height,
            input: performance.now() - inputAt < 1000,
          });
        }
      };
      const onInput = () => {
        inputAt = performance.now();
        send(true);
      };
      // On release, not on press: a frame that grows (or, anchored at the bottom of a chat
      // panel, moves) between a press and its release loses the click the guest made.
      const inputs = ['pointerup', 'keydown', 'wheel', 'touchend'];
      for (const type of inputs)
        win.addEventListener(type, onInput, { capture: true, passive: true });
      const observer = new ResizeObserver(() => send());
      observer.observe(element);
      send();
      return () => {
        observer.disconnect();
        for (const type of inputs) win.removeEventListener(type, onInput, { capture: true });
      };
    },
  };
}
