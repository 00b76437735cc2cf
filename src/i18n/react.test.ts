// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from '../react.ts';
import type { Locale } from '../rules/locales.ts';
import { I18nProvider, useIntl, useLocale, useT } from './react.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const t = useT();
  const intl = useIntl();
  const { locale, direction } = useLocale();
  return createElement(
    'p',
    { dir: direction, lang: intl.locale, 'data-locale': locale },
    `${t('search.submit')}|${t('search.results.count', { count: 2 })}`,
  );
}

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  container = undefined;
});

async function render(locale: Locale) {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(createElement(I18nProvider, { locale, fallback: 'loading' }, createElement(Probe)));
  });
  // let the dynamic import settle
  for (let i = 0; i < 20 && container.textContent === 'loading'; i++) {
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  return { container, root };
}

describe('I18nProvider', () => {
  it('loads the messages of the locale and formats with them', async () => {
    const { container, root } = await render('en');
    const p = container.querySelector('p');
    expect(p?.textContent).toBe('Search|2 rooms found');
    expect(p?.getAttribute('dir')).toBe('ltr');
    expect(p?.getAttribute('lang')).toBe('en');
    await act(async () => root.unmount());
  });

  it('shows the fallback before messages arrive', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(createElement(I18nProvider, { locale: 'en', fallback: 'wait' }, 'x'));
    });
    expect(['wait', 'x']).toContain(container.textContent);
    await act(async () => root.unmount());
  });

  it('uses given messages without loading and sets rtl for ar', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        createElement(
          I18nProvider,
          {
            locale: 'ar',
            messages: { 'search.submit': 'بحث', 'search.results.count': '{count}' },
          },
          createElement(Probe),
        ),
      );
    });
    const p = container.querySelector('p');
    expect(p?.getAttribute('dir')).toBe('rtl');
    expect(p?.getAttribute('data-locale')).toBe('ar');
    expect(p?.textContent?.startsWith('بحث|')).toBe(true);
    await act(async () => root.unmount());
  });

  it('throws a clear error outside the provider', () => {
    container = document.createElement('div');
    const root = createRoot(container);
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => act(() => root.render(createElement(Probe)))).toThrow(/I18nProvider/);
    } finally {
      console.error = original;
    }
  });
});
