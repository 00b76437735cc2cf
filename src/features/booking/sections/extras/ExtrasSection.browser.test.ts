import { expect } from 'chai';
import type { BookExtra, BookRoom } from '../../../../api/contract/reservation.ts';
import { ApiError } from '../../../../api/errors/api-error.ts';
import { createElement, useState } from '../../../../react.ts';
import {
  axeViolations,
  settle,
  waitFor,
} from '../../../../shared/date-range-picker/testing/browser-harness.ts';
import { fakeApi, field, type Mounted, mountSection, setValue } from '../testing/harness.ts';
import { ExtrasSection } from './ExtrasSection.tsx';

const rooms: BookRoom[] = [{ room_type_code: 'std', room_plan_code: 'room-only', adults: 2 }];
const extras = [
  {
    extra_id: 'late-checkout',
    name: 'Late check-out',
    extra_type: 'generic',
    inventory: null,
    min_quantity: 1,
    max_quantity: 2,
    booking_available_dates: [],
    prices: [{ price_without_tax: 2000, price: 2200, date: null }],
  },
  {
    extra_id: 'breakfast',
    name: 'Extra breakfast',
    extra_type: 'dated',
    inventory: 200,
    min_quantity: 1,
    max_quantity: 3,
    booking_available_dates: ['2030-05-01', '2030-05-02'],
    prices: [
      { price_without_tax: 1800, price: 1980, date: '2030-05-01' },
      { price_without_tax: 1800, price: 1980, date: '2030-05-02' },
    ],
  },
  {
    extra_id: 'never',
    name: 'Unpriced dated',
    extra_type: 'dated',
    inventory: null,
    min_quantity: 1,
    max_quantity: 1,
    booking_available_dates: ['2030-05-01'],
    prices: [],
  },
];

let mounted: Mounted | undefined;
let changes: BookExtra[][] = [];
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  changes = [];
});

function Harness(props: { error?: ApiError; initial?: BookExtra[] }) {
  const [value, setValue] = useState<BookExtra[]>(props.initial ?? []);
  return createElement(ExtrasSection, {
    hotelCode: 'sakura-tokyo',
    checkin: '2030-05-01',
    checkout: '2030-05-03',
    rooms,
    value,
    onChange: (next: BookExtra[]) => {
      changes.push(next);
      setValue(next);
    },
    error: props.error,
  });
}

const routes = (list: unknown[]) => ({
  'GET hotels/sakura-tokyo/extras': () => ({ data: list }),
  'GET hotels/sakura-tokyo/plans': () => ({ data: [] }),
});

describe('ExtrasSection', () => {
  it('lists generic and dated extras with prices, and quantities and days change the value', async () => {
    const { api, calls } = fakeApi(routes(extras));
    mounted = await mountSection(createElement(Harness, {}), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    expect(calls[0]?.searchParams).to.deep.equal({
      checkin_date: '2030-05-01',
      checkout_date: '2030-05-03',
    });
    const legends = [...root.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).to.deep.equal(['Late check-out', 'Extra breakfast']);
    expect(root.textContent).to.contain('¥2,200 each');

    const lateQty = field<HTMLSelectElement>(root, 'Quantity', 0);
    expect([...lateQty.options].map((o) => o.textContent)).to.deep.equal(['None', '1', '2']);
    setValue(lateQty, '2');
    await settle();
    expect(changes.at(-1)).to.deep.equal([{ extra_id: 'late-checkout', quantity: 2 }]);

    // Dated: pick the second night, then order 1.
    setValue(field<HTMLSelectElement>(root, 'Day', 0), '2030-05-02');
    await settle();
    setValue(field<HTMLSelectElement>(root, 'Quantity', 1), '1');
    await settle();
    expect(changes.at(-1)).to.deep.equal([
      { extra_id: 'late-checkout', quantity: 2 },
      { extra_id: 'breakfast', quantity: 1, date: '2030-05-02' },
    ]);
    // The remaining night is offered as another line.
    expect(root.textContent).to.contain('Add for another day');
    const days = [...root.querySelectorAll('select')]
      .filter((s) => s.options[0]?.value.startsWith('2030'))
      .map((s) => [...s.options].map((o) => o.value));
    // The chosen line may move to any free night; the new line offers the free ones.
    expect(days).to.deep.equal([['2030-05-01', '2030-05-02'], ['2030-05-01']]);
    // Back to none removes the line.
    setValue(field<HTMLSelectElement>(root, 'Quantity', 0), '0');
    await settle();
    expect(changes.at(-1)).to.deep.equal([
      { extra_id: 'breakfast', quantity: 1, date: '2030-05-02' },
    ]);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('shows a server error about an extra next to that extra', async () => {
    const { api } = fakeApi(routes(extras));
    const error = new ApiError({
      status: 422,
      code: 1102,
      title: 'invalid',
      local: false,
      payload: { field: 'extras.0.quantity' },
    });
    const initial = [{ extra_id: 'breakfast', quantity: 1, date: '2030-05-01' }];
    mounted = await mountSection(createElement(Harness, { error, initial }), api);
    const root = mounted.root;
    const alert = await waitFor(() => root.querySelector<HTMLElement>('[role=alert]'));
    expect(alert.textContent).to.contain('quantity of one of the selected options');
    expect(alert.closest('fieldset')?.querySelector('legend')?.textContent).to.equal(
      'Extra breakfast',
    );
    const qty = field<HTMLSelectElement>(root, 'Quantity', 1);
    expect(qty.getAttribute('aria-invalid')).to.equal('true');
    expect(qty.getAttribute('aria-describedby')).to.contain(alert.id);
  });

  it('renders nothing when no extra applies', async () => {
    const { api, calls } = fakeApi(routes([extras[2]]));
    mounted = await mountSection(createElement(Harness, {}), api);
    await waitFor(() => calls.length >= 2);
    await settle();
    expect(mounted.root.innerHTML).to.equal('');
  });

  it('lays out right to left in Arabic without axe violations', async () => {
    const { api } = fakeApi(routes(extras));
    mounted = await mountSection(createElement(Harness, {}), api, 'ar');
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
