import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The day after `day` (`YYYY-MM-DD`). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Opens the hosted app's payment step of a one-night Standard Double booking, with the draft put
 * where booking-storage keeps it (exactly what the guest-detail screen saves): `page` is already
 * on the provider's origin (the draft lives in its session storage).
 */
export async function openPaymentStep(
  page: Page,
  options: {
    provider: string;
    hotel: string;
    plan: string;
    paymentType: string;
    checkin: string;
    email: string;
    locale?: string;
  },
): Promise<void> {
  const { hotel, checkin, email } = options;
  const draft = {
    hotelCode: hotel,
    checkin,
    checkout: nextDay(checkin),
    rooms: [{ room_type_code: 'standard-double', room_plan_code: options.plan, adults: 2 }],
    paymentType: options.paymentType,
    currency: 'JPY',
    guest: {
      first_name: 'Hanako',
      last_name: 'Sato',
      email,
      email_confirmation: email,
      terms_accepted: true,
    },
    extras: [],
    // The seeded hotel asks two required questions (people per room, check-in time).
    answers: [
      { question_id: 'q-people', men_count: 1, women_count: 1 },
      { question_id: 'q-checkin', checkin_time: '16:00' },
    ],
    couponCode: null,
    specialRequest: '',
    marketingOptIn: false,
    idempotencyKey: `e2e-${Math.random().toString(36).slice(2)}`,
    shownTotal: null,
    step: 'payment',
  };
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key as string, value as string),
    [`hotel_booking_draft_${hotel}`, JSON.stringify({ savedAt: Date.now(), draft })],
  );
  await page.goto(
    `${options.provider}/reservation/payment?code=${hotel}&locale=${options.locale ?? 'en'}`,
  );
  // The hosted app loads its message chunk and screens lazily.
  await expect
    .poll(() => page.locator('.hb-payment-summary').isVisible(), { timeout: 10_000 })
    .toBe(true);
}
