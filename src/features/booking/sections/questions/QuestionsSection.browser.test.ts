import { expect } from 'chai';
import type { BookRoom } from '../../../../api/contract/reservation.ts';
import { createElement, useState } from '../../../../react.ts';
import {
  axeViolations,
  settle,
  waitFor,
} from '../../../../shared/date-range-picker/testing/browser-harness.ts';
import { accessibleName } from '../../../../shared/testing/accessible-name.ts';
import type { DraftAnswer } from '../../draft.ts';
import { fakeApi, field, type Mounted, mountSection, setValue } from '../testing/harness.ts';
import { QuestionsSection } from './QuestionsSection.tsx';

const rooms: BookRoom[] = [
  { room_type_code: 'std', room_plan_code: 'dinner-breakfast', adults: 2 },
  { room_type_code: 'std', room_plan_code: 'room-only', adults: 1 },
];
const q = (over: Record<string, unknown>) => ({
  ownable_type: 'hotel',
  kind: 'question',
  labels: ['all_users'],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
  required: false,
  options: [],
  ...over,
});
const questions = [
  q({
    id: 'q-people',
    question_type: 'people_per_room',
    required: true,
    text: { en: 'Men and women?' },
  }),
  q({
    id: 'q-checkin',
    question_type: 'checkin_time',
    required: true,
    text: { en: 'Check-in time', ja: 'チェックイン' },
    options: ['15:00', '16:00'],
  }),
  q({ id: 'q-checkout', question_type: 'checkout_time', text: { en: 'Check-out time' } }),
  q({ id: 'q-note', question_type: 'free_text', text: { en: 'Anything else?' } }),
  q({ id: 'n-1', question_type: 'free_text', kind: 'notification', text: { en: 'A notice' } }),
  q({
    id: 'q-late',
    question_type: 'free_text',
    text: { en: 'Shown later' },
    display_start_date: '2031-01-01',
  }),
];

// The smallest valid PNG signature plus a few bytes: enough for the file checks.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let mounted: Mounted | undefined;
let answers: DraftAnswer[] = [];
let validity: boolean[] = [];
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  answers = [];
  validity = [];
});

function Harness(props: { showErrors: boolean }) {
  const [value, setValue] = useState<DraftAnswer[]>([]);
  return createElement(QuestionsSection, {
    hotelCode: 'sakura-tokyo',
    checkin: '2030-05-01',
    rooms,
    value,
    onChange: (next: DraftAnswer[]) => {
      answers = next;
      setValue(next);
    },
    showErrors: props.showErrors,
    onValidityChange: (valid: boolean) => validity.push(valid),
  });
}

function setup(post?: (body: unknown, signal: AbortSignal | undefined) => unknown) {
  return fakeApi({
    'GET hotels/sakura-tokyo/additional_questions': () => ({ data: questions }),
    'POST file_attachments': (call, signal) => post?.(call.body, signal),
  });
}

function pickFiles(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('QuestionsSection', () => {
  it('asks with the q filter and renders each question type once, in the window', async () => {
    const { api, calls } = setup();
    mounted = await mountSection(createElement(Harness, { showErrors: false }), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    expect(JSON.parse(String(calls[0]?.searchParams.q))).to.deep.equal({
      label_filters: ['all_users'],
      room_plan_codes: ['dinner-breakfast', 'room-only'],
      checkin_date: '2030-05-01',
    });
    const text = root.textContent ?? '';
    expect(text).to.contain('Men and women?');
    expect(text).to.contain('Room 2');
    expect(text).not.to.contain('A notice');
    expect(text).not.to.contain('Shown later');
    expect(field(root, 'Check-out time').getAttribute('type')).to.equal('time');
    expect(validity).to.deep.equal([false]);
    // Errors wait for the guest.
    expect(root.querySelector('[aria-invalid=true]')).to.equal(null);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('names required questions apart from their mark, which is said once', async () => {
    const { api } = setup();
    mounted = await mountSection(createElement(Harness, { showErrors: false }), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    // A control with a required state: its name is the question; the state says "required".
    const checkin = field<HTMLSelectElement>(root, 'Check-in time');
    expect(accessibleName(checkin)).to.equal('Check-in time');
    expect(checkin.getAttribute('aria-required')).to.equal('true');
    // A group has no required state: the mark stays in its name, after a space.
    const people = root.querySelector('fieldset.hb-sec-item');
    expect(people && accessibleName(people)).to.equal('Men and women? (Required)');
    expect(field(root, 'Men', 0).getAttribute('aria-required')).to.equal('true');
    // Optional questions carry no mark at all.
    expect(accessibleName(field(root, 'Check-out time'))).to.equal('Check-out time');
  });

  it('fills women from men per room, and becomes valid when required answers are in', async () => {
    const { api } = setup();
    mounted = await mountSection(createElement(Harness, { showErrors: false }), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    setValue(field(root, 'Men', 0), '1');
    await settle();
    expect(field(root, 'Women', 0).value).to.equal('1');
    setValue(field(root, 'Women', 1), '1');
    await settle();
    expect(field(root, 'Men', 1).value).to.equal('0');
    expect(answers.filter((a) => a.question_id === 'q-people')).to.deep.equal([
      { question_id: 'q-people', men_count: 1, women_count: 1 },
      { question_id: 'q-people', men_count: 0, women_count: 1 },
    ]);
    expect(validity.at(-1)).to.equal(false);
    setValue(field<HTMLSelectElement>(root, 'Check-in time'), '16:00');
    await settle();
    expect(validity.at(-1)).to.equal(true);
    expect(answers.find((a) => a.question_id === 'q-checkin')).to.deep.equal({
      question_id: 'q-checkin',
      checkin_time: '16:00',
    });
  });

  it('shows every error with aria-invalid and a description when showErrors is on', async () => {
    const { api } = setup();
    mounted = await mountSection(createElement(Harness, { showErrors: true }), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    const checkin = field<HTMLSelectElement>(root, 'Check-in time');
    expect(checkin.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = checkin.getAttribute('aria-describedby') ?? '';
    expect(root.querySelector(`#${CSS.escape(describedBy)}`)?.textContent).to.equal(
      'This field is required.',
    );
    expect(field(root, 'Men', 1).getAttribute('aria-invalid')).to.equal('true');
    // Over 255 characters: counted, flagged, and not cut (nothing typed is lost).
    const note = field<HTMLTextAreaElement>(root, 'Anything else?');
    setValue(note, 'x'.repeat(256));
    await settle();
    expect(root.textContent).to.contain('256 of 255 characters');
    expect(note.getAttribute('aria-invalid')).to.equal('true');
    expect(answers.find((a) => a.question_id === 'q-note')?.text).to.have.length(256);
  });

  it('uploads images at once, keeps their ids, checks files first, and removes them', async () => {
    let release: (() => void) | undefined;
    const posted: unknown[] = [];
    const { api } = setup((body) => {
      posted.push(body);
      return new Promise((resolve) => {
        release = () =>
          resolve({
            data: { id: 'att_1', content_type: 'image/png', byte_size: 12, filename: 'room.png' },
          });
      });
    });
    mounted = await mountSection(createElement(Harness, { showErrors: false }), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    const input = field(root, 'Attach images');
    expect(input.getAttribute('accept')).to.contain('image/png');

    pickFiles(input, [
      new File([PNG], 'room.png', { type: 'image/png' }),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await settle();
    expect(posted).to.have.length(1);
    const form = posted[0];
    expect(form instanceof FormData && (form.get('file') as File).name).to.equal('room.png');
    expect(root.querySelector('progress')).not.to.equal(null);
    expect(root.textContent).to.contain('Uploading room.png');
    expect(root.textContent).to.contain('notes.txt was not attached: Only image files');
    // An upload in flight blocks continuing.
    expect(validity.at(-1)).to.equal(false);

    release?.();
    await waitFor(() => root.textContent?.includes('room.png attached'));
    expect(answers.find((a) => a.question_id === 'q-note')).to.deep.equal({
      question_id: 'q-note',
      attachment_ids: ['att_1'],
    });
    const remove = [...root.querySelectorAll('button')].find(
      (b) => b.textContent === 'Remove room.png',
    );
    remove?.click();
    await settle();
    expect(answers.find((a) => a.question_id === 'q-note')).to.equal(undefined);
    // Focus goes back to the file input instead of being lost with the removed row.
    expect(document.activeElement?.getAttribute('type')).to.equal('file');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('refuses more than 30 files at once', async () => {
    const { api } = setup(() => new Promise(() => {}));
    mounted = await mountSection(createElement(Harness, { showErrors: false }), api);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.hb-sec-heading'));
    const files = Array.from(
      { length: 31 },
      (_, i) => new File([PNG], `p${i}.png`, { type: 'image/png' }),
    );
    pickFiles(field(root, 'Attach images'), files);
    await settle();
    expect(root.textContent).to.contain('You can attach up to 30 files.');
    expect(root.querySelector('progress')).to.equal(null);
  });
});
