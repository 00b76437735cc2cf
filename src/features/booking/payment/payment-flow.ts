import type { CardTokenRequest } from '../../../api/contract/payment.ts';
import type { CreateReservation, Reservation } from '../../../api/contract/reservation.ts';
import { toApiError } from '../../../api/errors/to-api-error.ts';
import { gatewayErrorField } from '../../../shared/payment/gateway-client.ts';
import type { ElementCard } from '../../../shared/payment/stripe/stripe-refusal.ts';
import { challengePaymentId } from '../../../shared/payment/three-ds-message.ts';
import type { BookingDraft } from '../draft.ts';
import { bookingOutcome, failPath } from './booking-request.ts';
import type { CreatedReservation } from './payment-api.ts';
import type { PendingPayment } from './pending-payment.ts';
import { type SubmitErrorAction, submitErrorAction } from './submit-errors.ts';

/** Automatic resends of the same body after a network drop before asking the guest. */
const AUTO_RESENDS = 2;
/** Reads of a reservation whose 3-D Secure answer has not settled yet. */
const SETTLE_READS = 5;

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

/** The state before any attempt. */
export const IDLE: FlowState = { phase: 'idle', notice: null, newPrice: null, challenge: null };

/** Everything the flow touches outside itself, so it runs (and is tested) without React. */
export interface PaymentFlowDeps {
  readonly hotelCode: string;
  /** `POST reservations` with the Idempotency-Key. */
  createReservation(body: CreateReservation, idempotencyKey: string): Promise<CreatedReservation>;
  /** `POST reservations/{number}/payment/{complete|cancel}`. */
  paymentAction(pending: PendingPayment, action: 'complete' | 'cancel'): Promise<Reservation>;
  /** The gateway's single-use token for the card. */
  tokenise(card: CardTokenRequest | ElementCard): Promise<string>;
  /** The booking body for a draft and card token, in the locale and currency as they are now. */
  bookingBody(
    draft: BookingDraft,
    gatewayToken: string | undefined,
    choice?: CardChoice,
  ): CreateReservation;
  /** The draft as it is now. */
  readDraft(): BookingDraft | null;
  /** Replaces the draft (memory and storage). */
  writeDraft(draft: BookingDraft): void;
  /** Keeps, reads and forgets the payment waiting for 3-D Secure (the redirect flow). */
  savePending(pending: PendingPayment): void;
  loadPending(hotelCode: string): PendingPayment | null;
  clearPending(hotelCode: string): void;
  /** The booking is made: forget the draft, tell the host, open the confirmation. */
  complete(reservation: Reservation, bypassToken: string): void;
  /** Opens a path of the widget (the fail page). */
  navigate(path: string): void;
  /** Waits `ms` milliseconds (the clock: tests pass one that does not wait). */
  wait(ms: number): Promise<void>;
  /** A fresh Idempotency-Key. */
  newKey(): string;
}

/** A signed-in member's card choice: a saved card, or keeping the typed one (issue 14). */
export interface CardChoice {
  savedCardId?: string | undefined;
  saveCard?: boolean | undefined;
}

/** The payment flow's actions; `state` is what the screen renders. */
export interface PaymentFlow {
  readonly state: FlowState;
  /** Calls `listener` after every state change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Books: tokenises `card` first when given (card types), else uses a still unused token.
   * Resolves when the attempt has ended (or moved on to 3-D Secure).
   */
  submit(card: CardTokenRequest | ElementCard | null, choice?: CardChoice): Promise<void>;
  /** "Try again" after a network drop: the same body, key and token. */
  resend(): Promise<void>;
  /** The guest accepts the server's new price: it becomes the shown total and is re-sent. */
  confirmNewPrice(): Promise<void>;
  /** The guest keeps the old price for now: the new-price question goes away. */
  dismissNewPrice(): void;
  /** The dialog heard the gateway's result (or the redirect came back): settle it. */
  challengeAnswered(pending: PendingPayment): Promise<void>;
  /**
   * The guest closed the challenge (Escape or Cancel): the reservation is settled as cancelled
   * (3008, stock returned) unless the approval already arrived.
   */
  cancelChallenge(pending: PendingPayment): Promise<void>;
  /** The redirect flow came back: finish the stored pending payment; false if there is none. */
  resumeFromReturn(hotelCode: string): boolean;
}

/**
 * The payment step's booking flow: tokenise the card at the gateway, book with the draft's
 * Idempotency-Key, follow the answer (confirmed, 3-D Secure, failed) and finish or go to the
 * fail page. One attempt at a time: a second call while one runs does nothing, and a resend
 * after a network drop repeats the exact body so the server replays the same reservation.
 */
export function createPaymentFlow(deps: PaymentFlowDeps): PaymentFlow {
  let state = IDLE;
  const listeners = new Set<() => void>();
  let busy = false;
  /** The last body sent, for resends (same key and token after a network drop). */
  let lastBody: CreateReservation | null = null;
  /** A token the server has not used yet (e.g. the attempt ended in a price change). */
  let unusedToken: string | undefined;
  /** The member's card choice of the last submit (kept for a confirmed new price). */
  let lastChoice: CardChoice | undefined;

  const update = (patch: Partial<FlowState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** Ends this attempt for good: a new booking needs a new key (the server kept this one). */
  const rotateKey = () => {
    const current = deps.readDraft();
    if (current) deps.writeDraft({ ...current, idempotencyKey: deps.newKey() });
  };

  const toFail = (code: number | string, error: string) => {
    const current = deps.readDraft();
    deps.clearPending(deps.hotelCode);
    if (current) deps.navigate(failPath(current, code, error));
    else {
      const query = new URLSearchParams({
        code: deps.hotelCode,
        error_code: String(code),
        error,
      });
      deps.navigate(`/reservation/fail?${query}`);
    }
  };

  /** Reads the reservation after 3-D Secure until it settled, then finishes or fails. */
  const settle = async (pending: PendingPayment) => {
    update({ phase: 'completing', challenge: null });
    for (let read = 0; read < SETTLE_READS; read += 1) {
      let reservation: Reservation;
      try {
        reservation = await deps.paymentAction(pending, 'complete');
      } catch (failure) {
        const error = toApiError(failure);
        if (error.code === 'network' && read < SETTLE_READS - 1) {
          await deps.wait(1000);
          continue;
        }
        busy = false;
        update({ phase: 'idle', notice: { messageId: messageOf(submitErrorAction(error)) } });
        return;
      }
      const outcome = bookingOutcome(reservation);
      if (outcome.kind === 'confirmed') {
        deps.complete(reservation, pending.bypassToken);
        return;
      }
      if (outcome.kind === 'failed') {
        rotateKey();
        toFail(outcome.code, 'three_d_secure');
        return;
      }
      await deps.wait(1000);
    }
    // Still open: the guest never answered; the server cancels it after 15 minutes.
    busy = false;
    update({ phase: 'idle', notice: { messageId: 'booking.payment.threeDs.stillPending' } });
  };

  const handleError = (action: SubmitErrorAction, body: CreateReservation) => {
    busy = false;
    if (action.kind === 'price-changed') {
      // The price is checked before the card is charged: the token is still good.
      unusedToken = body.payment?.gateway_token;
      lastBody = null;
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
      lastBody = null;
      toFail(action.code, action.error);
      return;
    }
    if (action.kind === 'resend') {
      update({ phase: 'idle', notice: { messageId: 'error.generic.network', canResend: true } });
      return;
    }
    // A refused payment used its token: the guest types the card again.
    lastBody = null;
    unusedToken = undefined;
    update({
      phase: 'idle',
      notice: { messageId: action.messageId, ...(action.field ? { field: action.field } : {}) },
    });
  };

  const send = async (body: CreateReservation): Promise<void> => {
    const current = deps.readDraft();
    if (!current) return;
    lastBody = body;
    update({ phase: 'sending', notice: null, newPrice: null });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await deps.createReservation(body, current.idempotencyKey);
        unusedToken = undefined;
        lastBody = null;
        const outcome = bookingOutcome(answer);
        const pending: PendingPayment = {
          hotelCode: current.hotelCode,
          number: answer.reservation_number,
          bypassToken: answer.bypass_token,
          paymentId: undefined,
        };
        if (outcome.kind === 'confirmed') deps.complete(answer, answer.bypass_token);
        else if (outcome.kind === 'challenge') {
          const withId = { ...pending, paymentId: challengePaymentId(outcome.url) };
          deps.savePending(withId);
          update({ phase: 'challenge', challenge: { url: outcome.url, pending: withId } });
        } else if (outcome.kind === 'pending') await settle(pending);
        else {
          rotateKey();
          toFail(outcome.code, 'payment');
        }
        return;
      } catch (failure) {
        const action = submitErrorAction(toApiError(failure));
        if (action.kind === 'resend' && attempt < AUTO_RESENDS) {
          await deps.wait(1000 * (attempt + 1));
          continue;
        }
        handleError(action, body);
        return;
      }
    }
  };

  const challengeAnswered = async (pending: PendingPayment) => {
    busy = true;
    await settle(pending);
  };

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async submit(card, choice) {
      const current = deps.readDraft();
      if (!current || busy) return;
      busy = true;
      lastChoice = choice;
      let token = unusedToken;
      if (card) {
        update({ phase: 'tokenising', notice: null });
        try {
          token = await deps.tokenise(card);
        } catch (failure) {
          const error = toApiError(failure);
          busy = false;
          const field = gatewayErrorField(error);
          update({
            phase: 'idle',
            notice: { messageId: messageOf(submitErrorAction(error)), ...(field ? { field } : {}) },
          });
          return;
        }
      }
      await send(deps.bookingBody(current, token, choice));
    },
    async resend() {
      const body = lastBody;
      if (!body || busy) return;
      busy = true;
      await send(body);
    },
    async confirmNewPrice() {
      const current = deps.readDraft();
      if (!current || state.newPrice === null || busy) return;
      const next = { ...current, shownTotal: state.newPrice.total };
      deps.writeDraft(next);
      busy = true;
      await send(deps.bookingBody(next, unusedToken, lastChoice));
    },
    dismissNewPrice() {
      update({ newPrice: null });
    },
    challengeAnswered,
    async cancelChallenge(pending) {
      update({ phase: 'completing', challenge: null });
      try {
        const reservation = await deps.paymentAction(pending, 'cancel');
        if (bookingOutcome(reservation).kind === 'confirmed') {
          // The approval won the race with the cancel: the booking is made.
          deps.complete(reservation, pending.bypassToken);
          return;
        }
      } catch {
        // Unreachable server: it cancels the open payment after 15 minutes anyway, and the fail
        // page explains the cancellation either way.
      }
      rotateKey();
      toFail(3008, 'three_d_secure');
    },
    resumeFromReturn(hotelCode) {
      const pending = deps.loadPending(hotelCode);
      if (!pending || busy) return false;
      void challengeAnswered(pending);
      return true;
    },
  };
}

/** The message id of a non-page action (used for gateway and settle errors). */
function messageOf(action: SubmitErrorAction): string {
  if (action.kind === 'show') return action.messageId;
  if (action.kind === 'resend') return 'error.generic.network';
  return 'error.generic.processing';
}
