import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors/api-error.ts';
import { networkError } from '../../../api/errors/local-errors.ts';
import { submitErrorAction } from './submit-errors.ts';

const server = (status: number, code: number, payload?: unknown) =>
  new ApiError({ status, code, title: 'x', local: false, ...(payload ? { payload } : {}) });

describe('submitErrorAction', () => {
  it('resends the same booking after a network drop or while the first try still runs', () => {
    expect(submitErrorAction(networkError(new TypeError('offline')))).toEqual({ kind: 'resend' });
    expect(submitErrorAction(server(409, 9409))).toEqual({ kind: 'resend' });
  });
  it('asks to confirm a changed price', () => {
    expect(submitErrorAction(server(409, 9409, { total_price: 41000 }))).toEqual({
      kind: 'price-changed',
      total: 41000,
      rateUpdated: false,
    });
  });
  it('asks to confirm the new converted total when the exchange rate was updated', () => {
    const payload = {
      reason: 'exchange_rate_updated',
      total_price: 41000,
      mcp_total_price: 27470,
      mcp_currency: 'USD',
      mcp_exchange_rate: { base_currency: 'JPY', currency: 'USD', rate: '0.0067', updated_at: 'x' },
    };
    expect(submitErrorAction(server(409, 9409, payload))).toEqual({
      kind: 'price-changed',
      total: 27470,
      currency: 'USD',
      rateUpdated: true,
    });
    // A hotel price move in a converted booking: still compared in the converted currency.
    const moved = { ...payload, reason: 'price_changed' };
    expect(submitErrorAction(server(409, 9409, moved))).toMatchObject({
      total: 27470,
      currency: 'USD',
      rateUpdated: false,
    });
  });
  it('sends a sold-out room and 3-D Secure failures to the fail page', () => {
    expect(submitErrorAction(server(409, 1105))).toEqual({
      kind: 'fail-page',
      code: 1105,
      error: 'room_unavailable',
    });
    expect(submitErrorAction(server(402, 3006))).toMatchObject({ kind: 'fail-page', code: 3006 });
    expect(submitErrorAction(server(402, 3008))).toMatchObject({ kind: 'fail-page', code: 3008 });
  });
  it('shows card refusals with their message and field', () => {
    expect(submitErrorAction(server(402, 3007))).toMatchObject({
      kind: 'show',
      messageId: 'error.code.3007',
    });
    expect(submitErrorAction(server(402, 3005))).toMatchObject({
      kind: 'show',
      messageId: 'error.code.3005',
      field: 'expiry',
    });
    const timeout = submitErrorAction(server(402, 3001));
    expect(timeout).toMatchObject({ kind: 'show', messageId: 'error.code.3001' });
    expect(timeout.kind === 'show' && timeout.entry.noPaymentTaken).toBe(true);
  });
  it('keeps the catalogue message for other codes', () => {
    expect(submitErrorAction(server(400, 1000))).toMatchObject({ messageId: 'error.code.1000' });
    expect(submitErrorAction(server(500, 9500))).toMatchObject({
      messageId: 'error.generic.system',
    });
  });
});
