import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createElement } from '../../react.ts';
import { addDays, type IsoDate } from '../../rules/dates.ts';
import { LOCALES, type Locale } from '../../rules/locales.ts';
import type { AvailabilityMap, DayAvailability } from './availability.ts';
import { DateRangePicker } from './DateRangePicker.tsx';
import { type Mounted, mount, settle, waitFor } from './testing/browser-harness.ts';
import { clippedPrices } from './testing/clipped-prices.ts';

const TODAY = '2030-05-01';

/**
 * The longest compact prices there are: amounts whose compact form keeps a decimal and the
 * widest unit word ("‏987.7 ألف ¥", "‏100 مليون ¥", "¥987,7 rb", "$9876.5"), and a currency shown
 * by its code ("SGD 123.5K").
 */
const PRICES: readonly DayAvailability[] = [
  { currency: 'JPY', lowestPrice: 19_800 },
  { currency: 'JPY', lowestPrice: 123_456 },
  { currency: 'JPY', lowestPrice: 987_654 },
  { currency: 'JPY', lowestPrice: 99_999_999 },
  { currency: 'USD', lowestPrice: 987_654 },
  { currency: 'SGD', lowestPrice: 12_345_678 },
];

/** Every day of May and June 2030 priced, the long prices in turn. */
function availability(): AvailabilityMap {
  const days = new Map<IsoDate, DayAvailability>();
  for (let i = 0; i < 61; i += 1) {
    days.set(addDays(TODAY, i), PRICES[i % PRICES.length] as DayAvailability);
  }
  return days;
}

let mounted: Mounted | undefined;

async function openCalendar(locale: Locale): Promise<HTMLElement> {
  mounted = await mount(
    createElement(DateRangePicker, {
      value: null,
      onChange: () => {},
      today: TODAY,
      minDate: TODAY,
      maxDate: '2030-12-31',
      reservablePeriodMonths: 7,
      availability: availability(),
    }),
    locale,
  );
  const root = mounted.root;
  root.querySelector<HTMLButtonElement>('.hb-cal-field')?.click();
  await waitFor(() => root.querySelector('dialog[open] .hb-cal-day__info'));
  await settle();
  return root;
}

describe('day prices in the calendar', () => {
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    document.documentElement.style.fontSize = '';
  });

  const layouts = [
    { name: 'two months, 1000 px', width: 1000, rootFont: '' },
    { name: 'one month, 360 px phone', width: 360, rootFont: '' },
    // 200% text zoom: the cells' text is sized in rem, so a 32 px root font doubles it.
    { name: 'text at 200%', width: 1280, rootFont: '32px' },
    // 200% page zoom of a 1280 px window lays out like a 640 px one.
    { name: 'page at 200%', width: 640, rootFont: '' },
  ];
  for (const layout of layouts) {
    it(`fits every price of every locale in its cell (${layout.name})`, async () => {
      await setViewport({ width: layout.width, height: 900 });
      document.documentElement.style.fontSize = layout.rootFont;
      const clipped: string[] = [];
      for (const locale of LOCALES) {
        const root = await openCalendar(locale);
        expect(root.querySelectorAll('.hb-cal-day__info').length).to.be.above(27);
        clipped.push(
          ...clippedPrices([...root.querySelectorAll('.hb-cal-day__info')]).map(
            (line) => `${locale} ${line}`,
          ),
        );
        mounted?.unmount();
        mounted = undefined;
      }
      expect(clipped).to.deep.equal([]);
    });
  }
});
