import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { CardTokenRequest } from '../../../api/contract/payment.ts';
import {
  type CreateReservation,
  CreateReservationResponseSchema,
  type Reservation,
  ReservationResponseSchema,
} from '../../../api/contract/reservation.ts';
import { toApiError } from '../../../api/errors/to-api-error.ts';
import { useRef, useState } from '../../../react.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { localeAtom } from '../../../shared/locale/locale-state.ts';
import { initSettingsAtom } from '../../../shared/startup/init-state.ts';
import { saveDraft } from '../booking-storage.ts';
import { useCompleteBooking } from '../completion/use-complete-booking.ts';
import { type BookingDraft, bookingDraftAtom } from '../draft.ts';
import { bookingOutcome, failPath, reservationBody } from './booking-request.ts';
import { gatewayErrorField, tokeniseCard } from './gateway-client.ts';
import { clearPending, loadPending, type PendingPayment, savePending } from './pending-payment.ts';
import { type SubmitErrorAction, submitErrorAction } from './submit-errors.ts';
import { challengePaymentId } from './three-ds-message.ts';

/** Automatic resends of the same body after a network drop before asking the guest. */
const AUTO_RESENDS = 2;
/** Reads of a reservation whose 3-D Secure answer has not settled yet. */
const SETTLE_READS = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type FlowPhase = 'idle' | 'tokenising' | 'sending' | 'challenge' | 'completing';

/** What the screen shows about the last attempt. */
export interface FlowNotice {
  messageId: string;
  /** The card field to fix and focus (gateway refusals, 3004/3005/3007). */
  field?: 'number' | 'expiry' | 'cvc' | 'holder';
  /** A network drop: "try again" resends the same booking (same key, same token). */
  canResend?: boolean;
}

/** The server's new price after a 409, waiting for the guest's confirmation. */
export interface NewPrice {
  /** In the terms `expected_total_price` is sent in (the converted total in a second currency). */
  total: number;
  /** The currency of `total` when it is a converted one; else the hotel's applies. */
  currency?: string;
  /** The exchange rate moved (the server's `reason: 'exchange_rate_updated'`). */
  rateUpdated: boolean;
}

export interface FlowState {
  phase: FlowPhase;
  notice: FlowNotice | null;
  newPrice: NewPrice | null;
  /** The open 3-D Secure challenge. */
  challenge: { url: string; pending: PendingPayment } | null;
}

const IDLE: FlowState = { phase: 'idle', notice: null, newPrice: null, challenge: null };

/** A fresh Idempotency-Key, once a reservation attempt ended for good (3-D Secure failed). */
export function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * The payment step's booking flow: tokenise the card at the gateway, book with the draft's
 * Idempotency-Key, follow the answer (confirmed, 3-D Secure, failed) and finish or go to the
 * fail page. One attempt at a time: a second click while one runs does nothing, and a resend
 * after a network drop repeats the exact body so the server replays the same reservation.
 */
export function usePaymentFlow(options: {
  hotelCode: string;
  gatewayOrigin: string;
  returnUrl: string | undefined;
}) {
  const api = useApi();
  const store = useStore();
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const [state, setState] = useState<FlowState>(IDLE);
  const busy = useRef(false);
  /** The last body sent, for resends (same key and token after a network drop). */
  const lastBody = useRef<CreateReservation | null>(null);
  /** A token the server has not used yet (e.g. the attempt ended in a price change). */
  const unusedToken = useRef<string | undefined>(undefined);
  const draft = (): BookingDraft | null => store.get(bookingDraftAtom);
  const complete = useCompleteBooking(options.hotelCode);
  /** The hotel's currency settings: the booking is in the guest's currency as the quote was. */
  const hotel = () => store.get(initSettingsAtom);

  const update = (patch: Partial<FlowState>) => setState((s) => ({ ...s, ...patch }));

  /** Ends this attempt for good: a new booking needs a new key (the server kept this one). */
  const rotateKey = () => {
    const current = draft();
    if (!current) return;
    const next = { ...current, idempotencyKey: newIdempotencyKey() };
    store.set(bookingDraftAtom, next);
    saveDraft(next);
  };

  const toFail = (code: number | string, error: string) => {
    const current = draft();
    clearPending(options.hotelCode);
    if (current) navigate(failPath(current, code, error));
    else {
      const query = new URLSearchParams({
        code: options.hotelCode,
        error_code: String(code),
        error,
      });
      navigate(`/reservation/fail?${query}`);
    }
  };

  /**
   * Asks the server to settle the payment (`complete`: it reads the gateway) or to abandon the
   * open challenge (`cancel`: 3008 unless the approval already arrived); answers the reservation.
   */
  const paymentCall = async (
    pending: PendingPayment,
    action: 'complete' | 'cancel',
  ): Promise<Reservation> =>
    (
      await api.post(
        `reservations/${encodeURIComponent(pending.number)}/payment/${action}`,
        ReservationResponseSchema,
        undefined,
        { searchParams: { bypass_token: pending.bypassToken } },
      )
    ).data;

  /** Reads the reservation after 3-D Secure until it settled, then finishes or fails. */
  const settle = async (pending: PendingPayment) => {
    update({ phase: 'completing', challenge: null });
    for (let read = 0; read < SETTLE_READS; read += 1) {
      let reservation: Reservation;
      try {
        reservation = await paymentCall(pending, 'complete');
      } catch (failure) {
        const error = toApiError(failure);
        if (error.code === 'network' && read < SETTLE_READS - 1) {
          await pause(1000);
          continue;
        }
        busy.current = false;
        update({ phase: 'idle', notice: { messageId: messageOf(submitErrorAction(error)) } });
        return;
      }
      const outcome = bookingOutcome(reservation);
      if (outcome.kind === 'confirmed') {
        complete(reservation, pending.bypassToken);
        return;
      }
      if (outcome.kind === 'failed') {
        rotateKey();
        toFail(outcome.code, 'three_d_secure');
        return;
      }
      await pause(1000);
    }
    // Still open: the guest never answered; the server cancels it after 15 minutes.
    busy.current = false;
    update({ phase: 'idle', notice: { messageId: 'booking.payment.threeDs.stillPending' } });
  };

  const send = async (body: CreateReservation): Promise<void> => {
    const current = draft();
    if (!current) return;
    lastBody.current = body;
    update({ phase: 'sending', notice: null, newPrice: null });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = (
          await api.post('reservations', CreateReservationResponseSchema, body, {
            idempotencyKey: current.idempotencyKey,
          })
        ).data;
        unusedToken.current = undefined;
        lastBody.current = null;
        const outcome = bookingOutcome(answer);
        const pending: PendingPayment = {
          hotelCode: current.hotelCode,
          number: answer.reservation_number,
          bypassToken: answer.bypass_token,
          paymentId: undefined,
        };
        if (outcome.kind === 'confirmed') complete(answer, answer.bypass_token);
        else if (outcome.kind === 'challenge') {
          const withId = { ...pending, paymentId: challengePaymentId(outcome.url) };
          savePending(withId);
          update({ phase: 'challenge', challenge: { url: outcome.url, pending: withId } });
        } else if (outcome.kind === 'pending') await settle(pending);
        else {
          rotateKey();
          toFail(outcome.code, 'payment');
        }
        return;
      } catch (failure) {
        const error = toApiError(failure);
        const action = submitErrorAction(error);
        if (action.kind === 'resend' && attempt < AUTO_RESENDS) {
          await pause(1000 * (attempt + 1));
          continue;
        }
        handleError(action, body);
        return;
      }
    }
  };

  const handleError = (action: SubmitErrorAction, body: CreateReservation) => {
    busy.current = false;
    if (action.kind === 'price-changed') {
      // The price is checked before the card is charged: the token is still good.
      unusedToken.current = body.payment?.gateway_token;
      lastBody.current = null;
      update({
        phase: 'idle',
        newPrice: {
          total: action.total,
          ...(action.currency ? { currency: action.currency } : {}),
          rateUpdated: action.rateUpdated,
        },
      });
      return;
    }
    if (action.kind === 'fail-page') {
      lastBody.current = null;
      toFail(action.code, action.error);
      return;
    }
    if (action.kind === 'resend') {
      update({
        phase: 'idle',
        notice: { messageId: 'error.generic.network', canResend: true },
      });
      return;
    }
    // A refused payment used its token: the guest types the card again.
    lastBody.current = null;
    unusedToken.current = undefined;
    update({
      phase: 'idle',
      notice: {
        messageId: action.messageId,
        ...(action.field ? { field: action.field } : {}),
      },
    });
  };

  /**
   * Books: tokenises `card` first when given (card types), else uses a still unused token.
   * Resolves when the attempt has ended (or moved on to 3-D Secure).
   */
  const submit = async (card: CardTokenRequest | null): Promise<void> => {
    const current = draft();
    if (!current || busy.current) return;
    busy.current = true;
    let token = unusedToken.current;
    if (card) {
      update({ phase: 'tokenising', notice: null });
      try {
        token = (await tokeniseCard(options.gatewayOrigin, card)).token;
      } catch (failure) {
        const error = toApiError(failure);
        busy.current = false;
        const field = gatewayErrorField(error);
        update({
          phase: 'idle',
          notice: {
            messageId: messageOf(submitErrorAction(error)),
            ...(field ? { field } : {}),
          },
        });
        return;
      }
    }
    await send(
      reservationBody(
        current,
        locale,
        { gatewayToken: token, returnUrl: options.returnUrl },
        hotel(),
      ),
    );
  };

  /** "Try again" after a network drop: the same body, key and token. */
  const resend = async () => {
    const body = lastBody.current;
    if (!body || busy.current) return;
    busy.current = true;
    await send(body);
  };

  /** The guest accepts the server's new price: it becomes the shown total and is re-sent. */
  const confirmNewPrice = async () => {
    const current = draft();
    if (!current || state.newPrice === null || busy.current) return;
    const next = { ...current, shownTotal: state.newPrice.total };
    store.set(bookingDraftAtom, next);
    saveDraft(next);
    busy.current = true;
    await send(
      reservationBody(
        next,
        locale,
        { gatewayToken: unusedToken.current, returnUrl: options.returnUrl },
        hotel(),
      ),
    );
  };

  /** The dialog heard the gateway's result (or the redirect came back): settle it. */
  const challengeAnswered = async (pending: PendingPayment) => {
    busy.current = true;
    await settle(pending);
  };

  /**
   * The guest closed the challenge (Escape or Cancel): the gateway is told "cancelled" the way
   * its page would (a form post; no answer is readable cross-origin, none is needed), then the
   * reservation is settled, which cancels it with 3008 and returns the stock.
   */
  const cancelChallenge = async (pending: PendingPayment) => {
    update({ phase: 'completing', challenge: null });
    try {
      const reservation = await paymentCall(pending, 'cancel');
      if (bookingOutcome(reservation).kind === 'confirmed') {
        // The approval won the race with the cancel: the booking is made.
        complete(reservation, pending.bypassToken);
        return;
      }
    } catch {
      // Unreachable server: it cancels the open payment after 15 minutes anyway, and the fail
      // page explains the cancellation either way.
    }
    rotateKey();
    toFail(3008, 'three_d_secure');
  };

  return {
    state,
    submit,
    resend,
    confirmNewPrice,
    challengeAnswered,
    cancelChallenge,
    /** The redirect flow came back to the payment page: finish the stored pending payment. */
    resumeFromReturn: (code: string): boolean => {
      const pending = loadPending(code);
      if (!pending || busy.current) return false;
      void challengeAnswered(pending);
      return true;
    },
    dismissNewPrice: () => update({ newPrice: null }),
  };
}

/** The message id of a non-page action (used for gateway and settle errors). */
function messageOf(action: SubmitErrorAction): string {
  if (action.kind === 'show') return action.messageId;
  if (action.kind === 'resend') return 'error.generic.network';
  return 'error.generic.processing';
}
