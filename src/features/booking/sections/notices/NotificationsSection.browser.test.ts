import { expect } from 'chai';
import { createElement } from '../../../../react.ts';
import {
  axeViolations,
  settle,
  waitFor,
} from '../../../../shared/date-range-picker/testing/browser-harness.ts';
import { fakeApi, type Mounted, mountSection } from '../testing/harness.ts';
import { NotificationsSection } from './NotificationsSection.tsx';

const notice = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  question_type: 'free_text',
  ownable_type: 'hotel',
  kind: 'notification',
  labels: ['all_users'],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  required: false,
  text: { en: `Notice ${id}` },
  options: [],
  ...over,
});
const props = {
  hotelCode: 'sakura-tokyo',
  checkin: '2030-05-01',
  rooms: [{ room_type_code: 'std', room_plan_code: 'room-only', adults: 2 }],
};

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('NotificationsSection', () => {
  it('shows hotel and brand notices for this stay, with hotel HTML sanitised', async () => {
    const { api } = fakeApi({
      'GET hotels/sakura-tokyo/additional_questions': () => ({
        data: [
          notice('html', {
            text: {
              en: 'Lobby <b>closed</b><a href="javascript:window.__hacked=1">x</a><img alt="" onerror="window.__hacked=1"><script>window.__hacked=1</script>',
            },
          }),
          notice('old', { display_end_date: '2030-04-30' }),
          notice('question', { kind: 'question' }),
        ],
      }),
      'GET hotel_brands/1/additional_questions': () => ({
        data: [
          notice('brand-all', {
            ownable_type: 'hotel_brand',
            labels: ['all_users', 'all_facilities'],
          }),
          notice('brand-other', {
            ownable_type: 'hotel_brand',
            labels: ['all_users', 'facility_99'],
          }),
        ],
      }),
    });
    mounted = await mountSection(createElement(NotificationsSection, props), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('b'));
    const items = [...root.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).to.deep.equal(['Lobby closedx', 'Notice brand-all']);
    expect(root.querySelector('script, [onerror], a[href^="javascript"]')).to.equal(null);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
    expect(root.querySelector('.hb-sec-heading')?.textContent).to.equal('Notices from the hotel');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('renders nothing when no notice applies, and a failed brand list is not shown', async () => {
    const { api, calls } = fakeApi({
      'GET hotels/sakura-tokyo/additional_questions': () => ({
        data: [notice('q', { kind: 'question' })],
      }),
    });
    mounted = await mountSection(createElement(NotificationsSection, props), api);
    await waitFor(() => calls.length >= 2);
    await settle();
    expect(mounted.root.innerHTML).to.equal('');
  });
});
