import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ThreeDsMessage } from '../../api/contract/payment.ts';
import { createElement } from '../../react.ts';
import {
  activeElement,
  axeViolations,
  type Mounted,
  mount,
  settle,
  waitFor,
} from '../date-range-picker/testing/browser-harness.ts';
import { CardForm } from './CardForm.tsx';
import { EMPTY_CARD } from './card-form-model.ts';
import { ThreeDsDialog } from './ThreeDsDialog.tsx';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** A same-origin "gateway" page: srcdoc-like content served as a data-free blank page. */
const CHALLENGE = `${location.origin}/__3ds-test/3ds/pay_1`;

function renderDialog(gatewayOrigin: string) {
  const results: ThreeDsMessage[] = [];
  let cancelled = 0;
  const node = createElement(ThreeDsDialog, {
    challengeUrl: CHALLENGE,
    gatewayOrigin,
    onResult: (m: ThreeDsMessage) => results.push(m),
    onCancel: () => {
      cancelled += 1;
    },
  });
  return { node, results, cancelled: () => cancelled };
}

const result = { type: 'hotel-booking:3ds-result', payment_id: 'pay_1', outcome: 'approved' };

/** Posts from inside the iframe (so `event.source` is the iframe's window). */
function postFromFrame(frame: HTMLIFrameElement, data: unknown) {
  const win = frame.contentWindow as Window;
  const script = win.document.createElement('script');
  script.textContent = `parent.postMessage(${JSON.stringify(data)}, '*')`;
  win.document.body.append(script);
}

describe('ThreeDsDialog', () => {
  it('is a labelled modal dialog with the challenge in frame mode, focus inside', async () => {
    const { node } = renderDialog(location.origin);
    mounted = await mount(node, 'en');
    const dialog = await waitFor(() => mounted?.root.querySelector('dialog'));
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = dialog.querySelector(
      `#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`,
    );
    expect(title?.textContent).to.equal('Card verification (3-D Secure)');
    const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.title).to.equal('Card issuer verification page');
    expect(new URL(frame.src).searchParams.get('mode')).to.equal('frame');
    expect(dialog.contains(activeElement())).to.equal(true);
    expect(await axeViolations(mounted.root)).to.deep.equal([]);
  });

  it('keeps "3-D Secure" in reading order in the Arabic title', async () => {
    const { node } = renderDialog(location.origin);
    mounted = await mount(node, 'ar');
    const title = await waitFor(() => mounted?.root.querySelector('.hb-3ds__title'));
    // Left edges of the "3" and of the "D": the Latin term reads left to right inside the
    // right-to-left title, so the digit is left of the letter (reversed it read "(D Secure-3").
    const text = [...title.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) as Text;
    const leftOf = (char: string) => {
      const range = document.createRange();
      const at = text.data.indexOf(char);
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().left;
    };
    expect(leftOf('3')).to.be.below(leftOf('D'));
    expect(leftOf('D')).to.be.below(leftOf('S'));
  });

  it('Escape cancels', async () => {
    const view = renderDialog(location.origin);
    mounted = await mount(view.node, 'en');
    const dialog = await waitFor(() => mounted?.root.querySelector('dialog'));
    (dialog.querySelector('button') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(view.cancelled()).to.equal(1);
  });

  it('takes the result only from the gateway origin and from its own iframe', async () => {
    const view = renderDialog(location.origin);
    mounted = await mount(view.node, 'en');
    const frame = await waitFor(() => mounted?.root.querySelector('iframe'));
    await waitFor(() => frame.contentDocument?.body);
    // From this page itself (not the iframe): ignored.
    window.postMessage(result, '*');
    // Not the result's shape: ignored.
    postFromFrame(frame, { type: 'other' });
    await settle();
    expect(view.results).to.deep.equal([]);
    postFromFrame(frame, result);
    await waitFor(() => view.results.length > 0);
    expect(view.results).to.deep.equal([result]);
  });

  it('rejects a message from another origin than the gateway', async () => {
    const view = renderDialog('https://gateway.example');
    mounted = await mount(view.node, 'en');
    const frame = await waitFor(() => mounted?.root.querySelector('iframe'));
    await waitFor(() => frame.contentDocument?.body);
    postFromFrame(frame, result);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.results).to.deep.equal([]);
  });
});

describe('CardForm', () => {
  it('labels every field, shows the detected brand and the errors next to the fields', async () => {
    let values = { ...EMPTY_CARD };
    const render = (errors = {}) =>
      createElement(CardForm, {
        values,
        onChange: (next: typeof values) => {
          values = next;
        },
        errors,
        focus: { field: 'number' as const, seq: 1 },
        disabled: false,
      });
    mounted = await mount(render({ number: 'booking.validation.card.number' }), 'en');
    const root = mounted.root;
    const number = root.querySelector('input[autocomplete="cc-number"]') as HTMLInputElement;
    expect(activeElement()).to.equal(number);
    expect(number.getAttribute('aria-invalid')).to.equal('true');
    const described = (number.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => root.querySelector(`#${CSS.escape(id)}`)?.textContent);
    expect(texts).to.include('Check the card number.');
    for (const input of root.querySelectorAll('input, select')) {
      expect(root.querySelector(`label[for="${CSS.escape(input.id)}"]`), input.id).to.not.equal(
        null,
      );
    }
    await sendKeys({ type: '4242424242424242' });
    await settle();
    expect(values.number).to.equal('4242 4242 4242 4242');
    expect(values.brand).to.equal('visa');
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
