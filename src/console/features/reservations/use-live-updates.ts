import { fillPath } from '../../../api/contract/endpoint.ts';
import { streamDeskReservations } from '../../../api/contract/endpoints/console-reservations.ts';
import { useEffect, useState } from '../../../react.ts';

/** One change the desk heard of: which reservation, what happened (its timeline's kind). */
export interface LiveChange {
  readonly reservation_number: string;
  readonly kind: string;
}

/** Whether the live updates are flowing (`live`), being set up, or lost for now. */
export type LiveState = 'connecting' | 'live' | 'lost';

function parseChange(data: string): LiveChange | null {
  try {
    const value: unknown = JSON.parse(data);
    if (
      typeof value === 'object' &&
      value !== null &&
      'reservation_number' in value &&
      typeof value.reservation_number === 'string' &&
      'kind' in value &&
      typeof value.kind === 'string'
    )
      return { reservation_number: value.reservation_number, kind: value.kind };
  } catch {}
  return null;
}

/**
 * Listens to the hotel's reservation events (Server-Sent Events, the staff session's cookie)
 * and calls `onChange` for each; also once when the stream (re)connects, since what happened
 * while it was away was not heard. The browser reconnects by itself after a loss.
 */
export function useLiveUpdates(
  hotel: string,
  onChange: (change: LiveChange | null) => void,
): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined' || hotel === '') return;
    const source = new EventSource(fillPath(streamDeskReservations.path, { hotel }));
    let heard = false;
    source.addEventListener('ready', () => {
      setState('live');
      // A reconnection may have missed events: look again once.
      if (heard) onChange(null);
      heard = true;
    });
    source.addEventListener('reservation', (event) => {
      const change = parseChange((event as MessageEvent<string>).data);
      if (change) onChange(change);
    });
    source.addEventListener('error', () => setState('lost'));
    return () => source.close();
  }, [hotel, onChange]);
  return state;
}
