import { useStore } from 'jotai';
import { callEndpoint } from '../../../api/client/call-endpoint.ts';
import { quoteReservation } from '../../../api/contract/endpoints/reservations.ts';
import type { Quote, QuoteReservation } from '../../../api/contract/reservation.ts';
import type { ApiError } from '../../../api/errors/api-error.ts';
import { toApiError } from '../../../api/errors/index.ts';
import { useCallback, useEffect, useRef, useState } from '../../../react.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { quoteKey, takeEarlyQuote } from './early-quote.ts';

/** The server's price of the current choice. */
export interface QuoteState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The quote of the current body when ready; the last good one while loading. */
  quote?: Quote | undefined;
  error?: ApiError | undefined;
}

/** The quote `answer` brings, kept in `known` under its body's key. */
async function remember(
  known: Map<string, Quote>,
  key: string,
  answer: Promise<Quote>,
): Promise<Quote> {
  const quote = await answer;
  known.set(key, quote);
  return quote;
}

/**
 * Asks `POST reservations/quote` whenever the body changes (rooms, extras, coupon), dropping
 * answers to bodies that are no longer current. `tryBody` asks once for another body (a coupon
 * being tried) and remembers the answer, so applying it does not ask the server twice. A quote
 * of the same body asked for early (`askQuoteEarly`, at "Continue") is taken instead of asking.
 */
export function useQuote(body: QuoteReservation | null): {
  state: QuoteState;
  tryBody(other: QuoteReservation): Promise<ApiError | null>;
} {
  const api = useApi();
  const store = useStore();
  const key = body ? quoteKey(body) : '';
  const known = useRef(new Map<string, Quote>());
  const [state, setState] = useState<QuoteState>({ status: 'idle' });

  const post = useCallback(
    (request: QuoteReservation, signal?: AbortSignal): Promise<Quote> =>
      remember(
        known.current,
        quoteKey(request),
        callEndpoint(api, quoteReservation, {
          body: request,
          ...(signal ? { signal } : {}),
        }).then((answer) => answer.data),
      ),
    [api],
  );

  useEffect(() => {
    if (!body) return;
    const early = takeEarlyQuote(store, key);
    const cached = known.current.get(key);
    if (cached) {
      setState({ status: 'ready', quote: cached });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', quote: previous.quote }));
    (early ? remember(known.current, key, early) : post(body, controller.signal)).then(
      (quote) => {
        if (!controller.signal.aborted) setState({ status: 'ready', quote });
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'failed', error: toApiError(failure) });
        }
      },
    );
    return () => controller.abort();
  }, [key, post]);

  const tryBody = useCallback(
    (other: QuoteReservation) =>
      post(other).then(
        () => null,
        (failure: unknown) => toApiError(failure),
      ),
    [post],
  );
  return { state, tryBody };
}
