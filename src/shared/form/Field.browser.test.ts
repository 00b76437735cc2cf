import { expect } from 'chai';
import { createElement, type ReactNode } from '../../react.ts';
import { type Mounted, mount } from '../date-range-picker/testing/browser-harness.ts';
import { accessibleName } from '../testing/accessible-name.ts';
import { SelectField, TextField } from './Field.tsx';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const noop = () => undefined;
const control = (root: Element, name: string) => {
  const el = root.querySelector(`[name="${name}"]`);
  if (!el) throw new Error(`no control ${name}`);
  return el;
};

async function show(...nodes: ReactNode[]): Promise<Element> {
  mounted = await mount(createElement('div', null, ...nodes), 'en');
  return mounted.root;
}

describe('field marks in accessible names', () => {
  it('names a required field by its label alone; the control says it is required', async () => {
    const root = await show(
      createElement(TextField, {
        name: 'first_name',
        label: 'First name',
        mark: 'required',
        required: true,
        value: '',
        onChange: noop,
      }),
      createElement(SelectField, {
        name: 'time',
        label: 'Expected check-in time',
        mark: 'Required',
        required: true,
        value: '',
        onChange: noop,
        children: createElement('option', { value: '' }, 'Choose'),
      }),
    );
    expect(accessibleName(control(root, 'first_name'))).to.equal('First name');
    expect(control(root, 'first_name').getAttribute('aria-required')).to.equal('true');
    expect(accessibleName(control(root, 'time'))).to.equal('Expected check-in time');
    expect(control(root, 'time').getAttribute('aria-required')).to.equal('true');
    // Still shown to the eye, apart from the label by a space.
    expect(root.querySelector('label')?.textContent).to.equal('First name (required)');
  });

  it('keeps an optional mark in the name, after a space', async () => {
    const root = await show(
      createElement(TextField, {
        name: 'phone',
        label: 'Phone number',
        mark: 'optional',
        value: '',
        onChange: noop,
      }),
    );
    expect(accessibleName(control(root, 'phone'))).to.equal('Phone number (optional)');
    expect(control(root, 'phone').hasAttribute('aria-required')).to.equal(false);
  });
});
