// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { Member } from '../../api/contract/membership.ts';
import type { RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createElement } from '../../react.ts';
import { authAtom } from '../../shared/startup/init-state.ts';
import { testRoot, unmountTestRoots } from '../../shared/testing/test-root.ts';
import { PlanOffer, type PlanOfferProps } from './PlanOffer.tsx';
import { planFixture, roomFixture } from './testing/room-fixture.ts';

const plan = (over: Partial<RoomPlanResult> = {}): RoomPlanResult =>
  planFixture({
    room_plan_code: 'MEM',
    room_plan_name: 'Members breakfast',
    hotel_plan_code: 'MEM',
    meal: 'breakfast',
    ...over,
  });

const room: RoomResult = roomFixture();

afterEach(unmountTestRoots);

async function render(over: Partial<PlanOfferProps>, store = createStore()) {
  const props: PlanOfferProps = {
    room,
    plan: plan(),
    title: 'Members breakfast',
    price: { currency: 'USD', total: 8_040, withoutTax: 7_000, taxes: 1_040 },
    nights: 1,
    taxIncluded: true,
    quantity: 0,
    onQuantity: vi.fn(),
    ...over,
  };
  await unmountTestRoots();
  const root = testRoot();
  await root.render(
    createElement(
      Provider,
      { store },
      createElement(I18nProvider, { locale: 'en', messages: en }, createElement(PlanOffer, props)),
    ),
  );
  return root.container;
}

describe('PlanOffer', () => {
  it('shows the converted price with the chosen currency decimals', async () => {
    const el = await render({});
    expect(el.querySelector('.hb-price')?.textContent).toBe('$80.40 for 1 night');
    const won = await render({
      price: { currency: 'KRW', total: 112_340, withoutTax: 100_000, taxes: 12_340 },
      taxIncluded: false,
    });
    expect(won.querySelector('.hb-price')?.textContent).toBe('₩100,000 for 1 night');
    expect(won.textContent).toContain('Plus ₩12,340 taxes');
  });

  it('labels a members-only plan the guest cannot book, offers sign-in and no stepper', async () => {
    const el = await render({ plan: plan({ members_only: true, bookable: false }) });
    expect(el.querySelector('.hb-badge-member')?.textContent).toBe('Members only');
    // The note is its own chunk: it arrives a moment later.
    await vi.waitFor(() => expect(el.textContent).toContain('Sign in to book'));
    expect(el.querySelector('.hb-stepper')).toBeNull();
  });

  it('tells a signed-in member the plan is for another program', async () => {
    const store = createStore();
    store.set(authAtom, {
      status: 'member',
      accessToken: 'a',
      refreshToken: 'r',
      member: { id: 1 } as Member,
    });
    const el = await render({ plan: plan({ members_only: true, bookable: false }) }, store);
    await vi.waitFor(() => expect(el.textContent).toContain('another membership program'));
    expect(el.textContent).not.toContain('Sign in to book');
  });

  it('keeps the stepper for bookable plans (and other providers without the flag)', async () => {
    const el = await render({ plan: plan({ members_only: true, bookable: true }) });
    expect(el.querySelector('.hb-stepper')).not.toBeNull();
    expect(el.textContent).not.toContain('Sign in to book');
    const other = await render({ plan: plan() });
    expect(other.querySelector('.hb-stepper')).not.toBeNull();
  });

  it('explains a plan the chosen currency rules out, without a stepper', async () => {
    const el = await render({ notInCurrency: { currency: 'USD', hotelCurrency: 'JPY' } });
    expect(el.textContent).toContain('Not bookable in USD');
    expect(el.textContent).toContain('Switch the currency to JPY');
    expect(el.querySelector('.hb-stepper')).toBeNull();
  });
});
