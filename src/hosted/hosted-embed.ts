import type { Embed } from '../shared/embed/embed.ts';
import { withKeptParams } from '../shared/embed/kept-params.ts';
import type { createParentBridge } from './parent-bridge.ts';

type Bridge = Pick<ReturnType<typeof createParentBridge>, 'connected' | 'origin' | 'post'>;

/**
 * The hosted app's embedding: events and the spec's messages go to the parent through the
 * bridge, and its links keep the page's hotel and language (kept-params.ts), so one opened in a
 * new tab shows the same screen. Given here, in the hosted app's own code: the inline widget,
 * whose links are buttons, does not download it.
 */
export function hostedEmbed(bridge: Bridge, chatbot: boolean): Embed {
  return {
    kind: 'hosted',
    closable: bridge.connected,
    chatbot,
    parentOrigin: bridge.origin,
    emit: (name, detail) => bridge.post({ type: 'hotel-booking:event', name, detail }),
    notifyParent: (action, payload) => bridge.post({ ...payload, action }),
    linkAddress: withKeptParams,
  };
}
