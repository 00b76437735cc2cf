// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { I18nProvider } from '../i18n/react.tsx';
import { createElement } from '../react.ts';
import type { CurrencyCode } from '../rules/currencies.ts';
import type { Locale } from '../rules/locales.ts';
import { CurrencyModal } from './CurrencyModal.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function messages(locale: Locale): Record<string, string> {
  return locale === 'ja' ? ja : en;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

async function renderModal(locale: Locale, selected: CurrencyCode | undefined) {
  const onSelect = vi.fn<(code: CurrencyCode) => void>();
  const onClose = vi.fn<() => void>();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      createElement(
        I18nProvider,
        { locale, messages: messages(locale) },
        createElement(CurrencyModal, { selected, onSelect, onClose }),
      ),
    );
  });
  const el = container;
  return {
    el,
    onSelect,
    onClose,
    input: () => el.querySelector('input') as HTMLInputElement,
    options: () => [...el.querySelectorAll('[role="option"]')],
  };
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function key(target: Element, name: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}

describe('CurrencyModal', () => {
  it('is a labelled modal dialog listing the selected currency first', async () => {
    const { el, options, input } = await renderModal('en', 'USD');
    const dialog = el.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const title = el.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`);
    expect(title?.textContent).toBe('Choose a currency');
    expect(options()).toHaveLength(34);
    expect(options()[0]?.textContent).toContain('US dollar');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(options()[1]?.textContent).toContain('Argentine peso');
    expect(document.activeElement).toBe(input());
  });

  it('shows the six suggested currencies while not searching', async () => {
    const { el } = await renderModal('en', 'JPY');
    const buttons = [...el.querySelectorAll('fieldset button')].map((b) => b.textContent);
    expect(buttons).toHaveLength(6);
    expect(buttons[0]).toContain('AUD');
    expect(buttons[5]).toContain('USD $');
  });

  it('filters by translated name and selects with Enter', async () => {
    const { input, options, onSelect, el } = await renderModal('ja', 'JPY');
    await type(input(), 'ウォン');
    expect(options().map((o) => o.textContent)).toEqual(['KRW ₩ 韓国ウォン']);
    expect(el.querySelector('fieldset')).toBeNull();
    await key(input(), 'Enter');
    expect(onSelect).toHaveBeenCalledWith('KRW');
  });

  it('moves the active option with the arrow keys', async () => {
    const { input, options, onSelect } = await renderModal('en', 'JPY');
    await key(input(), 'ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    await key(input(), 'ArrowUp');
    await key(input(), 'ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    await key(input(), 'ArrowDown');
    await key(input(), 'Enter');
    expect(onSelect).toHaveBeenCalledWith('ARS');
  });

  it('says when nothing matches', async () => {
    const { input, el, options } = await renderModal('en', 'JPY');
    await type(input(), 'zzz');
    expect(options()).toHaveLength(0);
    expect(el.querySelector('[role="status"]')?.textContent).toBe('No currency matches “zzz”.');
  });

  it('selects by click and closes on Escape or the close button', async () => {
    const { options, onSelect, onClose, el, input } = await renderModal('en', undefined);
    await act(async () => (options()[2] as HTMLElement).click());
    expect(onSelect).toHaveBeenCalledTimes(1);
    await key(input(), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => (el.querySelector('.hb-currency-modal__close') as HTMLElement).click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
