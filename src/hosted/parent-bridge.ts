import type { ParentCommand } from '../shared/embed/parent-command.ts';

/**
 * postMessage between the hosted app and the page that frames it. Outgoing messages go to the
 * `parentUrl` origin only (or `*` when parentUrl is `*`, as the spec allows); incoming ones are
 * honoured only from the parent window at that origin; nothing is sent or honoured on paths
 * the route table marks silent (the recommender widget).
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

  return {
    /** True when messages can reach a parent (framed, with a valid parentUrl). */
    get connected(): boolean {
      return framed && origin !== undefined;
    },
    post(message: Record<string, unknown>): void {
      if (active() && origin) win.parent.postMessage(message, origin);
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
    /** Keeps the parent's iframe as tall as this document: one scroll bar, the page's. */
    reportHeight(element: HTMLElement): () => void {
      let last = 0;
      const send = () => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height !== last) {
          last = height;
          this.post({ type: 'hotel-booking:resize', height });
        }
      };
      const observer = new ResizeObserver(send);
      observer.observe(element);
      send();
      return () => observer.disconnect();
    },
  };
}
