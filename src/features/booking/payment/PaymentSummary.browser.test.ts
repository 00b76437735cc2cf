import { expect } from 'chai';
import type { Quote } from '../../../api/contract/reservation.ts';
import { createElement } from '../../../react.ts';
import { type Mounted, mount } from '../../../shared/date-range-picker/testing/browser-harness.ts';
import { PriceSummary } from '../guest/PriceSummary.tsx';
import { reservationFixture } from '../testing/reservation-fixture.ts';
import { PaymentSummary } from './PaymentSummary.tsx';

const stay = reservationFixture({ checkin_date: '2027-01-25', checkout_date: '2027-01-26' });
const quote: Quote = {
  checkin_date: stay.checkin_date,
  checkout_date: stay.checkout_date,
  nights: stay.nights,
  rooms: stay.rooms.map(({ guest: _guest, ...room }) => room),
  extras: [
    {
      extra_id: 'x-1',
      name: 'Late checkout',
      quantity: 1,
      date: '2027-01-26',
      price_without_tax: 1000,
      price: 1100,
    },
  ],
  coupon_code: null,
  price: stay.price,
  cancellation_policy: stay.cancellation_policy,
};

/** The contract's day form, which no guest should read. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** The text as drawn: what the guest reads (hidden parts left out). */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
const shownText = (el: HTMLElement) => el.innerText;

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

for (const locale of ['en', 'ar'] as const) {
  describe(`booking summaries (${locale})`, () => {
    it('show the stay in localised dates on the payment step, never the ISO form', async () => {
      mounted = await mount(
        createElement(PaymentSummary, { hotelName: 'Sakura', quote, paymentType: 'pre_paid' }),
        locale,
      );
      const text = shownText(mounted.root);
      expect(text).not.to.match(ISO_DATE);
      if (locale === 'en') expect(text).to.contain('Jan 25, 2027 to Jan 26, 2027');
      else expect(text).to.contain('من ').and.contain(' إلى ');
    });

    it('show the same dates on guest detail (one formatter for both steps)', async () => {
      mounted = await mount(
        createElement(PriceSummary, { state: { status: 'ready', quote }, backHref: '/' }),
        locale,
      );
      const text = shownText(mounted.root);
      expect(text).not.to.match(ISO_DATE);
      if (locale === 'en') expect(text).to.contain('Check-in Jan 25, 2027');
    });
  });
}
