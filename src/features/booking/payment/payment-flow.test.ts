import { describe, expect, it, vi } from 'vitest';
import type { CardTokenRequest } from '../../../api/contract/payment.ts';
import type { CreateReservation, Reservation } from '../../../api/contract/reservation.ts';
import { ApiError } from '../../../api/errors/api-error.ts';
import { networkError } from '../../../api/errors/local-errors.ts';
import type { BookingDraft } from '../draft.ts';
import { draftFixture } from '../testing/draft-fixture.ts';
import { reservationFixture } from '../testing/reservation-fixture.ts';
import { reservationBody } from './booking-request.ts';
import type { CreatedReservation } from './payment-api.ts';
import { createPaymentFlow, type FlowState, type PaymentFlowDeps } from './payment-flow.ts';
import type { PendingPayment } from './pending-payment.ts';
import { PRICE_CHANGED_CODE } from './submit-errors.ts';

const CARD: CardTokenRequest = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2031,
  cvc: '123',
  holder: 'HANA SATO',
};
const CHALLENGE = 'https://gateway.example/gateway/3ds/pay_77';

const created = (over: Partial<Reservation> = {}): CreatedReservation => ({
  ...reservationFixture(over),
  bypass_token: 'bypass-1',
});
const OPEN_PAYMENT: NonNullable<Reservation['payment']> = {
  status: 'pre_3d_secure',
  amount: 12200,
  currency: 'JPY',
  card_brand: 'visa',
  card_last4: '4242',
  challenge_url: CHALLENGE,
  error_code: null,
};
const challenged = (): CreatedReservation =>
  created({ status: 'payment_pending', payment: OPEN_PAYMENT });
const cancelled = (code: number): Reservation =>
  reservationFixture({
    status: 'cancelled',
    payment: { ...OPEN_PAYMENT, status: 'failed', challenge_url: null, error_code: code },
  });
const serverError = (status: number, code: number, payload?: unknown) =>
  new ApiError({ status, code, title: `error ${code}`, local: false, payload });

/** A flow with every dependency recorded; the API answers are scripted per test. */
function setup(start: BookingDraft | null = draftFixture({ step: 'payment' })) {
  let draft = start;
  const pending = new Map<string, PendingPayment>();
  const deps = {
    hotelCode: 'sakuratokyo',
    createReservation: vi.fn<PaymentFlowDeps['createReservation']>(),
    paymentAction: vi.fn<PaymentFlowDeps['paymentAction']>(),
    tokenise: vi.fn<PaymentFlowDeps['tokenise']>(async () => 'tok_1'),
    bookingBody: (d: BookingDraft, token: string | undefined): CreateReservation =>
      reservationBody(d, 'en', { gatewayToken: token, returnUrl: undefined }),
    readDraft: () => draft,
    writeDraft: vi.fn((next: BookingDraft) => {
      draft = next;
    }),
    savePending: vi.fn((p: PendingPayment) => pending.set(p.hotelCode, p)),
    loadPending: (code: string) => pending.get(code) ?? null,
    clearPending: vi.fn((code: string) => pending.delete(code)),
    complete: vi.fn<PaymentFlowDeps['complete']>(),
    navigate: vi.fn<PaymentFlowDeps['navigate']>(),
    wait: vi.fn(async (_ms: number) => undefined),
    newKey: () => 'key-2',
  } satisfies PaymentFlowDeps;
  const flow = createPaymentFlow(deps);
  const phases: FlowState['phase'][] = [];
  flow.subscribe(() => phases.push(flow.state.phase));
  return { flow, deps, phases, pending, draft: () => draft };
}

describe('payment flow', () => {
  it('tokenises, books with the draft key and completes a confirmed booking', async () => {
    const { flow, deps, phases } = setup();
    deps.createReservation.mockResolvedValueOnce(created());
    await flow.submit(CARD);
    expect(deps.tokenise).toHaveBeenCalledWith(CARD);
    const [body, key] = deps.createReservation.mock.calls[0] ?? [];
    expect(key).toBe('key-1');
    expect(body?.payment?.gateway_token).toBe('tok_1');
    expect(deps.complete).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'done' }),
      'bypass-1',
    );
    expect(phases).toEqual(['tokenising', 'sending']);
  });

  it('books without a card (pay at the hotel) and ignores a second submit while one runs', async () => {
    const { flow, deps } = setup();
    let answer: (r: CreatedReservation) => void = () => undefined;
    deps.createReservation.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const first = flow.submit(null);
    await flow.submit(null);
    answer(created());
    await first;
    expect(deps.tokenise).not.toHaveBeenCalled();
    expect(deps.createReservation).toHaveBeenCalledTimes(1);
    expect(deps.complete).toHaveBeenCalledTimes(1);
  });

  it('opens a 3-D Secure challenge, keeps it for the redirect, and settles once answered', async () => {
    const { flow, deps, pending } = setup();
    deps.createReservation.mockResolvedValueOnce(challenged());
    await flow.submit(CARD);
    const stored = { hotelCode: 'sakuratokyo', number: 'R123456', bypassToken: 'bypass-1' };
    expect(flow.state.phase).toBe('challenge');
    expect(flow.state.challenge).toEqual({
      url: CHALLENGE,
      pending: { ...stored, paymentId: 'pay_77' },
    });
    expect(pending.get('sakuratokyo')).toEqual({ ...stored, paymentId: 'pay_77' });

    // The gateway has not settled at the first read: the flow waits and reads again.
    deps.paymentAction
      .mockResolvedValueOnce(challenged())
      .mockResolvedValueOnce(reservationFixture());
    const challenge = flow.state.challenge;
    if (!challenge) throw new Error('no challenge');
    await flow.challengeAnswered(challenge.pending);
    expect(deps.paymentAction.mock.calls.map((c) => c[1])).toEqual(['complete', 'complete']);
    expect(deps.wait).toHaveBeenCalledWith(1000);
    expect(flow.state.challenge).toBeNull();
    expect(deps.complete).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'done' }),
      'bypass-1',
    );
  });

  it('a failed 3-D Secure goes to the fail page with a new key for the next attempt', async () => {
    const { flow, deps, draft } = setup();
    deps.createReservation.mockResolvedValueOnce(challenged());
    await flow.submit(CARD);
    deps.paymentAction.mockResolvedValueOnce(cancelled(3006));
    const challenge = flow.state.challenge;
    if (!challenge) throw new Error('no challenge');
    await flow.challengeAnswered(challenge.pending);
    expect(draft()?.idempotencyKey).toBe('key-2');
    expect(deps.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/reservation\/fail\?.*error_code=3006&error=three_d_secure$/),
    );
    expect(deps.clearPending).toHaveBeenCalledWith('sakuratokyo');
  });

  it('gives up settling after five reads and says the payment is still open', async () => {
    const { flow, deps } = setup();
    deps.paymentAction.mockResolvedValue(challenged());
    const open = { hotelCode: 'sakuratokyo', number: 'R1', bypassToken: 'b', paymentId: 'p' };
    await flow.challengeAnswered(open);
    expect(deps.paymentAction).toHaveBeenCalledTimes(5);
    expect(flow.state).toMatchObject({
      phase: 'idle',
      notice: { messageId: 'booking.payment.threeDs.stillPending' },
    });
  });

  it('cancelling the challenge cancels the reservation (3008) unless the approval won', async () => {
    const open = { hotelCode: 'sakuratokyo', number: 'R1', bypassToken: 'b', paymentId: 'p' };
    const lost = setup();
    lost.deps.paymentAction.mockResolvedValueOnce(cancelled(3008));
    await lost.flow.cancelChallenge(open);
    expect(lost.deps.paymentAction).toHaveBeenCalledWith(open, 'cancel');
    expect(lost.deps.navigate).toHaveBeenCalledWith(expect.stringContaining('error_code=3008'));
    expect(lost.draft()?.idempotencyKey).toBe('key-2');

    const won = setup();
    won.deps.paymentAction.mockResolvedValueOnce(reservationFixture());
    await won.flow.cancelChallenge(open);
    expect(won.deps.complete).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'done' }),
      'b',
    );
    expect(won.deps.navigate).not.toHaveBeenCalled();

    // An unreachable server cancels the open payment itself: the fail page says so already.
    const offline = setup();
    offline.deps.paymentAction.mockRejectedValueOnce(networkError(new TypeError('offline')));
    await offline.flow.cancelChallenge(open);
    expect(offline.deps.navigate).toHaveBeenCalledWith(expect.stringContaining('error_code=3008'));
  });

  it('asks to confirm a new price (409) and re-sends with the same token and key', async () => {
    const { flow, deps, draft } = setup();
    deps.createReservation
      .mockRejectedValueOnce(serverError(409, PRICE_CHANGED_CODE, { total_price: 15000 }))
      .mockResolvedValueOnce(created());
    await flow.submit(CARD);
    expect(flow.state).toMatchObject({
      phase: 'idle',
      newPrice: { total: 15000, rateUpdated: false },
    });
    await flow.confirmNewPrice();
    expect(draft()?.shownTotal).toBe(15000);
    expect(deps.tokenise).toHaveBeenCalledTimes(1);
    const [body, key] = deps.createReservation.mock.calls[1] ?? [];
    expect(body?.payment?.gateway_token).toBe('tok_1');
    expect(body?.expected_total_price).toBe(15000);
    expect(key).toBe('key-1');
    expect(flow.state.newPrice).toBeNull();
    expect(deps.complete).toHaveBeenCalled();
  });

  it('a dismissed new price goes away', async () => {
    const { flow, deps } = setup();
    deps.createReservation.mockRejectedValueOnce(
      serverError(409, PRICE_CHANGED_CODE, { total_price: 15000 }),
    );
    await flow.submit(null);
    flow.dismissNewPrice();
    expect(flow.state.newPrice).toBeNull();
  });

  it('shows a refused card at its field and forgets the used token', async () => {
    const { flow, deps } = setup();
    deps.createReservation.mockRejectedValueOnce(serverError(422, 3004));
    await flow.submit(CARD);
    expect(flow.state.phase).toBe('idle');
    expect(flow.state.notice?.field).toBe('number');
    expect(flow.state.notice?.canResend).toBeUndefined();
    await flow.resend();
    expect(deps.createReservation).toHaveBeenCalledTimes(1);
  });

  it('a gateway refusal of the card is shown at its field without booking', async () => {
    const { flow, deps } = setup();
    deps.tokenise.mockRejectedValueOnce(serverError(422, 3005));
    await flow.submit(CARD);
    expect(flow.state.notice?.field).toBe('expiry');
    expect(deps.createReservation).not.toHaveBeenCalled();
  });

  it('a room that became full (1105) goes to the fail page', async () => {
    const { flow, deps } = setup();
    deps.createReservation.mockRejectedValueOnce(serverError(409, 1105));
    await flow.submit(null);
    expect(deps.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/error_code=1105&error=room_unavailable$/),
    );
  });

  it('resends a lost answer itself twice, then lets the guest resend the same body and key', async () => {
    const { flow, deps } = setup();
    const lost = networkError(new TypeError('Failed to fetch'));
    deps.createReservation
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(lost)
      .mockResolvedValueOnce(created());
    await flow.submit(CARD);
    expect(deps.createReservation).toHaveBeenCalledTimes(3);
    expect(deps.wait.mock.calls.map((c) => c[0])).toEqual([1000, 2000]);
    expect(flow.state.notice).toEqual({ messageId: 'error.generic.network', canResend: true });

    await flow.resend();
    const calls = deps.createReservation.mock.calls;
    expect(calls).toHaveLength(4);
    expect(calls[3]?.[0]).toBe(calls[0]?.[0]);
    expect(calls.map((c) => c[1])).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
    expect(deps.tokenise).toHaveBeenCalledTimes(1);
    expect(deps.complete).toHaveBeenCalled();
  });

  it('resumes a stored pending payment after the redirect, and only one', async () => {
    const { flow, deps, pending } = setup();
    expect(flow.resumeFromReturn('sakuratokyo')).toBe(false);
    const open = { hotelCode: 'sakuratokyo', number: 'R1', bypassToken: 'b', paymentId: 'p' };
    pending.set('sakuratokyo', open);
    deps.paymentAction.mockResolvedValueOnce(reservationFixture());
    expect(flow.resumeFromReturn('sakuratokyo')).toBe(true);
    expect(flow.resumeFromReturn('sakuratokyo')).toBe(false);
    await vi.waitFor(() => expect(deps.complete).toHaveBeenCalledWith(expect.anything(), 'b'));
  });

  it('does nothing without a draft', async () => {
    const { flow, deps } = setup(null);
    await flow.submit(CARD);
    expect(deps.tokenise).not.toHaveBeenCalled();
    expect(flow.state.phase).toBe('idle');
  });
});
