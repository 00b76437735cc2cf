// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import type { RestrictedPlan } from '../../api/contract/rooms.ts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createElement } from '../../react.ts';
import type { Locale } from '../../rules/locales.ts';
import { testRoot, unmountTestRoots } from '../../shared/testing/test-root.ts';
import { RestrictedNotes } from './RestrictedNotes.tsx';

afterEach(unmountTestRoots);

const restricted: RestrictedPlan[] = [
  {
    room_type_code: 'std',
    room_plan_code: 'std-breakfast',
    room_plan_name: 'Breakfast',
    code: 9473,
    payload: { nights: 2 },
  },
  {
    room_type_code: 'std',
    room_plan_code: 'std-room-only',
    room_plan_name: 'Room only',
    code: 9471,
    payload: { date: '2027-03-10' },
  },
];

async function render(locale: Locale, messages: Record<string, string>) {
  await unmountTestRoots();
  const root = testRoot();
  await root.render(
    createElement(
      I18nProvider,
      { locale, messages },
      createElement(RestrictedNotes, { restricted }),
    ),
  );
  return [...root.container.querySelectorAll('li')].map((li) => li.textContent);
}

describe('RestrictedNotes', () => {
  it('names each plan left out and says why, with the values', async () => {
    expect(await render('en', en)).toEqual([
      'Breakfast For these dates this plan needs a stay of at least 2 nights.',
      'Room only This plan does not take arrivals on 2027-03-10. Please choose another check-in date.',
    ]);
    expect((await render('ja', ja))[0]).toBe(
      'Breakfast この日程では、このプランは2泊以上のご宿泊が必要です。',
    );
    // Arabic's dual: "two nights" as one word.
    expect((await render('ar', ar))[0]).toContain('ليلتين');
  });
});
