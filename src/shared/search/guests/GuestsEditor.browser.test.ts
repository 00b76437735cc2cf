import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createElement, useState } from '../../../react.ts';
import {
  activeElement,
  axeViolations,
  type Mounted,
  mount,
  settle,
  waitFor,
} from '../../date-range-picker/testing/browser-harness.ts';
import { type GuestsChange, GuestsEditor, type GuestsEditorProps } from './GuestsEditor.tsx';
import { newRoom, type RoomGuests } from './room-guests.ts';

const tiers = [
  { code: 'A', name: { en: 'School age', ar: 'سن المدرسة' }, age_min: 6, age_max: 11 },
  { code: 'B', name: { en: 'Infant', ar: 'رضيع' }, age_min: 0, age_max: 5 },
];

type Props = Omit<GuestsEditorProps, 'value' | 'onChange'>;
let changes: GuestsChange[] = [];
let mounted: Mounted | undefined;

function Harness(props: Props) {
  const [rooms, setRooms] = useState<readonly RoomGuests[]>([newRoom()]);
  return createElement(GuestsEditor, {
    ...props,
    value: rooms,
    onChange: (change: GuestsChange) => {
      changes.push(change);
      setRooms(change.rooms);
    },
  });
}

async function render(props: Props, locale: 'en' | 'ar' = 'en') {
  mounted = await mount(createElement(Harness, props), locale);
  return mounted.root;
}

const button = (root: Element, name: string, index = 0) => {
  const all = [...root.querySelectorAll<HTMLButtonElement>('button')].filter(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  const found = all[index];
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const counts = (root: Element) =>
  [...root.querySelectorAll('output')].map((o) => Number(o.textContent));
const last = () => changes[changes.length - 1];

describe('GuestsEditor', () => {
  beforeEach(() => {
    changes = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
  });

  it('edits adults and tier counts with keyboard-operable steppers', async () => {
    const root = await render({
      kidsSetting: { kids_type: 'tiers', accept_type: 'accept' },
      kidsTiers: tiers,
    });
    expect(root.querySelector('legend')?.textContent).to.equal('Room 1');
    expect(counts(root)).to.deep.equal([2, 0, 0]);
    expect(root.textContent).to.contain('Ages 6–11');
    button(root, 'Increase School age').focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    await sendKeys({ press: 'Space' });
    await settle();
    expect(counts(root)).to.deep.equal([2, 2, 0]);
    expect(activeElement()?.getAttribute('aria-label')).to.equal('Increase School age');
    expect(last()?.payload).to.deep.equal([
      { adults: 2, children: 2, kids_age_range: [{ code: 'A', count: 2 }] },
    ]);
    // One adult is the minimum: the decrease button is disabled but keeps focus.
    button(root, 'Decrease Adults').click();
    await settle();
    button(root, 'Decrease Adults').click();
    await settle();
    expect(counts(root)[0]).to.equal(1);
    expect(button(root, 'Decrease Adults').getAttribute('aria-disabled')).to.equal('true');
  });

  it('asks for each child age in ages mode, with an error until chosen', async () => {
    const root = await render({
      kidsSetting: { kids_type: 'ages', accept_type: 'accept' },
      kidsTiers: tiers,
    });
    button(root, 'Increase Children').click();
    await settle();
    const select = await waitFor(() => root.querySelector('select'));
    expect(root.querySelector('label')?.textContent).to.equal('Age of child 1');
    expect(root.querySelector('.hb-error')?.textContent).to.equal(
      "Please select each child's age.",
    );
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(last()?.payload).to.equal(null);
    expect(select.options.length).to.equal(19);
    select.value = '0';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(root.querySelector('.hb-error')).to.equal(null);
    expect(last()?.payload).to.deep.equal([{ adults: 2, children: 1, kids_ages: [0] }]);
    // Adding a second child keeps the first age.
    button(root, 'Increase Children').click();
    await settle();
    expect([...root.querySelectorAll('select')].map((s) => s.value)).to.deep.equal(['0', '']);
  });

  it('stops at the maximum guests per room and says why', async () => {
    const root = await render({
      kidsSetting: { kids_type: 'tiers', accept_type: 'accept' },
      kidsTiers: tiers,
      maxGuestsPerRoom: 3,
    });
    button(root, 'Increase Adults').click();
    await settle();
    expect(counts(root)[0]).to.equal(3);
    expect(button(root, 'Increase Infant').getAttribute('aria-disabled')).to.equal('true');
    button(root, 'Increase Infant').click();
    await settle();
    expect(counts(root)).to.deep.equal([3, 0, 0]);
    expect(root.querySelector('.hb-error')?.textContent).to.equal(
      'A room can hold at most 3 guests.',
    );
  });

  it('warns above the children per adult without blocking', async () => {
    const root = await render({
      kidsSetting: { kids_type: 'tiers', accept_type: 'accept' },
      kidsTiers: tiers,
      maxChildrenPerAdult: 1,
    });
    for (let i = 0; i < 3; i += 1) {
      button(root, 'Increase Infant').click();
      await settle();
    }
    expect(root.querySelector('.hb-guests-warning')?.textContent).to.contain(
      'Each adult may bring at most 1 child.',
    );
    expect(last()?.payload).to.not.equal(null);
  });

  it('adds and removes rooms up to the hotel limit', async () => {
    const root = await render({
      kidsSetting: { kids_type: 'tiers', accept_type: 'accept' },
      kidsTiers: tiers,
      multiRoomsSearchEnabled: true,
      multiRoomsSearchLimit: 2,
    });
    button(root, 'Add a room').click();
    await settle();
    expect([...root.querySelectorAll('legend')].map((l) => l.textContent)).to.deep.equal([
      'Room 1',
      'Room 2',
    ]);
    expect(button(root, 'Add a room').getAttribute('aria-disabled')).to.equal('true');
    expect(root.textContent).to.contain('You can search for up to 2 rooms at a time.');
    button(root, 'Remove room 2').click();
    await settle();
    expect(root.querySelectorAll('fieldset').length).to.equal(1);
    expect(last()?.payload).to.have.length(1);
  });

  it('hides children when the hotel does not accept them, keeping adult companions', async () => {
    const root = await render({
      kidsSetting: { kids_type: 'tiers', accept_type: 'not_accept' },
      kidsTiers: tiers,
      companions: [
        { code: 'adult_companion', is_active: true, name: { en: 'Partner' } },
        { code: 'kid_tier_A_companion', is_active: true },
      ],
    });
    expect(counts(root)).to.deep.equal([2, 0]);
    expect(root.textContent).to.contain('Partner');
    expect(root.textContent).to.contain('This hotel does not accept children.');
    button(root, 'Increase Partner').click();
    await settle();
    expect(last()?.payload).to.deep.equal([
      { adults: 2, children: 1, kids_age_range: [{ code: 'adult_companion', count: 1 }] },
    ]);
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`has no axe violations in ${locale}`, async () => {
      const root = await render(
        {
          kidsSetting: { kids_type: 'ages', accept_type: 'accept' },
          kidsTiers: tiers,
          multiRoomsSearchEnabled: true,
          multiRoomsSearchLimit: 3,
          maxChildrenPerAdult: 1,
          companions: [{ code: 'adult_companion', is_active: true }],
        },
        locale,
      );
      const increase = root.querySelectorAll<HTMLButtonElement>('.hb-guests-step')[3];
      increase?.click();
      await settle();
      increase?.click();
      await settle();
      root.querySelector<HTMLButtonElement>('.hb-guests-actions button')?.click();
      await settle();
      expect(root.querySelectorAll('fieldset').length).to.equal(2);
      expect(root.querySelector('.hb-error')).to.not.equal(null);
      expect(await axeViolations(root)).to.deep.equal([]);
    });
  }
});
