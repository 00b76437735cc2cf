import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelPayload } from './cancel-reasons.ts';

describe('cancel payload', () => {
  it('lists the five reasons of the spec', () => {
    expect(CANCEL_REASONS.map((r) => r.value)).toEqual([
      'trip_plan_change',
      'cheaper_elsewhere',
      'number_of_travellers_change',
      'different_hotel',
      'other',
    ]);
  });

  it('requires a reason and sends the fee displayed', () => {
    expect(cancelPayload(undefined, '', 0)).toEqual({
      ok: false,
      error: 'manage.cancel.reasonRequired',
    });
    expect(cancelPayload('cheaper_elsewhere', 'ignored', 1500)).toEqual({
      ok: true,
      body: { reason: 'cheaper_elsewhere', cancellation_fee_displayed: 1500 },
    });
  });

  it("keeps free text only for 'other', trimmed, at most 255 characters", () => {
    expect(cancelPayload('other', '  a wedding  ', 0)).toEqual({
      ok: true,
      body: { reason: 'other', details: 'a wedding', cancellation_fee_displayed: 0 },
    });
    expect(cancelPayload('other', '', 0)).toEqual({
      ok: true,
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(cancelPayload('other', 'x'.repeat(256), 0).ok).toBe(false);
  });
});
