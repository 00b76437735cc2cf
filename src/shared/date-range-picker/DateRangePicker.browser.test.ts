import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createElement, useState } from '../../react.ts';
import type { AvailabilityMap } from './availability.ts';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
import type { DateRange } from './range.ts';
import {
  activeElement,
  axeViolations,
  type Mounted,
  mount,
  settle,
  waitFor,
} from './testing/browser-harness.ts';

const TODAY = '2030-05-10';
const availability: AvailabilityMap = new Map([
  ['2030-05-12', { currency: 'JPY', lowestPrice: 12_000, roomsLeft: 3 }],
  ['2030-05-13', { currency: 'JPY', lowestPrice: 15_000, roomsLeft: 20 }],
  ['2030-05-14', { currency: 'JPY', soldOut: true }],
]);

type Props = Omit<DateRangePickerProps, 'value' | 'onChange'> & { initial?: DateRange | null };

let changes: DateRange[] = [];
let monthChanges: string[] = [];
let mounted: Mounted | undefined;

function Harness({ initial = null, ...rest }: Props) {
  const [value, setValue] = useState<DateRange | null>(initial);
  return createElement(DateRangePicker, {
    ...rest,
    value,
    onChange: (next: DateRange) => {
      changes.push(next);
      setValue(next);
    },
  });
}

async function open(locale: 'en' | 'ar', props: Partial<Props> = {}) {
  mounted = await mount(
    createElement(Harness, {
      today: TODAY,
      minDate: TODAY,
      maxDate: '2030-11-10',
      reservablePeriodMonths: 6,
      availability,
      onMonthChange: (first: string) => monthChanges.push(first),
      ...props,
    }),
    locale,
  );
  const root = mounted.root;
  const field = root.querySelector<HTMLButtonElement>('.hb-cal-field');
  if (!field) throw new Error('no field');
  field.click();
  await waitFor(() => root.querySelector('dialog[open]'));
  await settle();
  return { root, field };
}

const focusedDate = () => (activeElement() as HTMLElement | null)?.dataset.date;
const status = (root: Element) =>
  [...root.querySelectorAll('[role="status"]')].map((s) => s.textContent).join(' | ');
const hint = (root: Element) => root.querySelector('.hb-cal-hint')?.textContent ?? '';
async function press(key: string) {
  await sendKeys({ press: key });
  await settle();
}

describe('DateRangePicker', () => {
  beforeEach(async () => {
    changes = [];
    monthChanges = [];
    await setViewport({ width: 1000, height: 800 });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  it('opens a modal dialog with focus on the first bookable day and tells the parent the months', async () => {
    const { root } = await open('en');
    const dialog = root.querySelector('dialog');
    expect(dialog?.getAttribute('aria-labelledby')).to.be.a('string');
    expect(root.querySelectorAll('[role="grid"]').length).to.equal(2);
    expect(focusedDate()).to.equal(TODAY);
    expect(monthChanges[0]).to.equal('2030-05-01');
    expect(root.querySelector('.hb-cal-month__title')?.textContent).to.equal('May 2030');
  });

  it('shows prices, few rooms left and sold out, with full words in the name', async () => {
    const { root } = await open('en');
    const day12 = root.querySelector<HTMLElement>('[data-date="2030-05-12"]');
    expect(day12?.textContent).to.contain('¥12K');
    expect(day12?.dataset.level).to.equal('few');
    expect(day12?.querySelector('.hb-visually-hidden')?.textContent).to.equal(
      'Sunday, May 12, 2030, from ¥12,000, 3 rooms left',
    );
    const day14 = root.querySelector<HTMLElement>('[data-date="2030-05-14"]');
    expect(day14?.getAttribute('aria-disabled')).to.equal('true');
    expect(day14?.textContent).to.contain('Sold out');
  });

  it('moves with arrows, Page Up/Down, Shift+Page Down, Home and End', async () => {
    const { root } = await open('en');
    await press('ArrowRight');
    expect(focusedDate()).to.equal('2030-05-11');
    await press('ArrowDown');
    expect(focusedDate()).to.equal('2030-05-18');
    await press('ArrowLeft');
    expect(focusedDate()).to.equal('2030-05-17');
    await press('Home');
    expect(focusedDate()).to.equal('2030-05-12');
    await press('End');
    expect(focusedDate()).to.equal('2030-05-18');
    await press('PageDown');
    expect(focusedDate()).to.equal('2030-06-18');
    await press('PageDown');
    expect(focusedDate()).to.equal('2030-07-18');
    // Focus left the two visible months: the view follows and the change is announced.
    expect(root.querySelector('.hb-cal-month__title')?.textContent).to.equal('June 2030');
    expect(status(root)).to.contain('June 2030');
    expect(monthChanges).to.include('2030-06-01');
    await press('PageUp');
    expect(focusedDate()).to.equal('2030-06-18');
    await press('ArrowUp');
    expect(focusedDate()).to.equal('2030-06-11');
  });

  it('stops at the reservable period and says so with the 1903 wording', async () => {
    const { root } = await open('en');
    await press('Shift+PageDown');
    expect(focusedDate()).to.equal('2030-12-10');
    expect(hint(root)).to.contain('6 months');
    expect(status(root)).to.contain('6 months');
    // Past the last check-in day a day is refused with the same wording.
    await press('Enter');
    expect(changes).to.deep.equal([]);
    expect(hint(root)).to.contain('Reservations can be made only up to 6 months');
  });

  it('picks check-in then check-out with Enter and Space, closes and returns focus', async () => {
    const { root, field } = await open('en');
    await press('ArrowRight');
    await press('Enter');
    expect(hint(root)).to.contain('Check-in Saturday, May 11, 2030');
    await press('ArrowRight');
    await press('ArrowRight');
    await press(' ');
    await waitFor(() => !root.querySelector('dialog'));
    expect(changes).to.deep.equal([{ checkin: '2030-05-11', checkout: '2030-05-13' }]);
    expect(activeElement()).to.equal(field);
    expect(field.textContent).to.contain('Sat, May 11');
    expect(field.textContent).to.contain('Mon, May 13');
    expect(field.textContent).to.contain('2 nights');
    expect(status(root)).to.contain('Selected Saturday, May 11, 2030 to Monday, May 13, 2030');
  });

  it('refuses a sold-out check-in but accepts it as check-out', async () => {
    const { root } = await open('en');
    root.querySelector<HTMLElement>('[data-date="2030-05-14"]')?.click();
    await settle();
    expect(hint(root)).to.contain('sold out');
    root.querySelector<HTMLElement>('[data-date="2030-05-13"]')?.click();
    await settle();
    root.querySelector<HTMLElement>('[data-date="2030-05-14"]')?.click();
    await waitFor(() => changes.length === 1);
    expect(changes[0]).to.deep.equal({ checkin: '2030-05-13', checkout: '2030-05-14' });
  });

  it('closes on Escape and returns focus to the field', async () => {
    const { root, field } = await open('en');
    await press('Escape');
    await waitFor(() => !root.querySelector('dialog'));
    expect(activeElement()).to.equal(field);
    expect(field.getAttribute('aria-expanded')).to.equal('false');
  });

  it('picks one day in day-use mode', async () => {
    const { root } = await open('en', { singleDate: true });
    await press('Enter');
    await waitFor(() => changes.length === 1);
    expect(changes[0]).to.deep.equal({ checkin: TODAY, checkout: TODAY });
    expect(root.querySelector('.hb-cal-field')?.textContent).to.contain('Date');
  });

  it('shows one month on a 360 px phone', async () => {
    await setViewport({ width: 360, height: 740 });
    const { root } = await open('en');
    expect(root.querySelectorAll('[role="grid"]').length).to.equal(1);
    const dialog = root.querySelector('dialog');
    expect(dialog?.getBoundingClientRect().width).to.be.at.most(360);
    expect(dialog?.scrollWidth).to.be.at.most(dialog?.clientWidth ?? 0);
    await press('PageDown');
    expect(root.querySelector('.hb-cal-month__title')?.textContent).to.equal('June 2030');
  });

  it('mirrors left and right in Arabic and starts weeks on Saturday', async () => {
    const { root } = await open('ar');
    expect(root.querySelector('dialog')?.getAttribute('dir')).to.equal('rtl');
    const firstHeader = root.querySelector('.hb-cal-grid th .hb-visually-hidden');
    expect(firstHeader?.textContent).to.equal('السبت');
    await press('ArrowLeft');
    expect(focusedDate()).to.equal('2030-05-11');
    await press('ArrowRight');
    expect(focusedDate()).to.equal('2030-05-10');
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`has no axe violations in ${locale}, closed and open with a range`, async () => {
      mounted = await mount(
        createElement(Harness, {
          today: TODAY,
          minDate: TODAY,
          maxDate: '2030-11-10',
          reservablePeriodMonths: 6,
          availability,
          initial: { checkin: '2030-05-11', checkout: '2030-05-13' },
        }),
        locale,
      );
      const root = mounted.root;
      expect(await axeViolations(root)).to.deep.equal([]);
      root.querySelector<HTMLButtonElement>('.hb-cal-field')?.click();
      await waitFor(() => root.querySelector('dialog[open]'));
      await settle();
      expect(await axeViolations(root)).to.deep.equal([]);
    });
  }
});
