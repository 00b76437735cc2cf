// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from '../react.ts';
import type { Locale } from '../rules/locales.ts';
import { LanguageSelector } from './LanguageSelector.tsx';
import { I18nProvider } from './react.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  'header.language': 'Language',
  'language.en': 'English',
  'language.ja': '日本語',
  'language.ko': '한국어',
  'language.zh_Hans': '简体中文',
  'language.zh_Hant': '繁體中文',
  'language.id': 'Bahasa Indonesia',
  'language.th': 'ไทย',
  'language.ar': 'العربية',
};

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  root = undefined;
});

async function render(value: Locale, locales?: readonly Locale[]) {
  const onChange = vi.fn<(l: Locale) => void>();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const props = locales ? { value, locales, onChange } : { value, onChange };
  await act(async () => {
    root?.render(
      createElement(
        I18nProvider,
        { locale: 'en', messages },
        createElement(LanguageSelector, props),
      ),
    );
  });
  return { container, onChange, select: container.querySelector('select') as HTMLSelectElement };
}

describe('LanguageSelector', () => {
  it('is a labelled select of the eight languages, each in its own language', async () => {
    const { container, select } = await render('ja');
    const label = container.querySelector('label');
    expect(label?.textContent).toBe('Language');
    expect(label?.htmlFor).toBe(select.id);
    const options = [...select.options];
    expect(options.map((o) => o.value)).toEqual([
      'en',
      'ja',
      'ko',
      'zh_Hans',
      'zh_Hant',
      'id',
      'th',
      'ar',
    ]);
    expect(options[3]?.textContent).toBe('简体中文');
    expect(options[3]?.lang).toBe('zh-Hans');
    expect(select.value).toBe('ja');
  });

  it('offers only the given locales, keeping the active one', async () => {
    const { select } = await render('th', ['ja', 'en']);
    expect([...select.options].map((o) => o.value)).toEqual(['th', 'ja', 'en']);
  });

  it('reports a change', async () => {
    const { select, onChange } = await render('en', ['ja', 'en', 'ko']);
    await act(async () => {
      select.value = 'ko';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('ko');
  });
});
