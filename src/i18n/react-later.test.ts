// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from '../react.ts';
import type { Locale } from '../rules/locales.ts';
import type { AppIntl } from './create-intl.ts';
import { resetLaterWanted, wantLaterMessages } from './later-wanted.ts';
import type { MessageId } from './messages.ts';
import { I18nProvider, useIntl, useT } from './react.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The locales as the build splits them: the first screen's part and the later part. */
const FIRST: Record<string, Record<string, string>> = {
  en: { 'search.submit': 'Search' },
  ja: { 'search.submit': '検索' },
};
const LATER: Record<string, Record<string, string>> = {
  en: { 'results.heading': 'Available rooms' },
  ja: { 'results.heading': '空室' },
};
const laterLoads: string[] = [];
/** When set, the later part never arrives (a slow network). */
let holdLater = false;

vi.mock('./load-messages.ts', () => ({
  loadMessages: (locale: string) => Promise.resolve(FIRST[locale] ?? {}),
  loadLaterMessages: (locale: string) => {
    laterLoads.push(locale);
    return holdLater ? new Promise(() => undefined) : Promise.resolve(LATER[locale] ?? {});
  },
}));

/** Every render of a probe, with the intl it drew with. */
let renders: { id: string; intl: AppIntl; text: string }[] = [];
function Probe({ id }: { id: MessageId }) {
  const t = useT();
  const intl = useIntl();
  const text = t(id);
  renders.push({ id, intl, text });
  return createElement('p', null, text);
}

let root: Root | undefined;
let container: HTMLElement | undefined;
beforeEach(() => {
  resetLaterWanted();
  laterLoads.length = 0;
  holdLater = false;
  renders = [];
});
afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  root = undefined;
  container?.remove();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function render(locale: Locale, id: MessageId) {
  container = document.createElement('div');
  document.body.append(container);
  const r = createRoot(container);
  root = r;
  await act(async () => {
    r.render(createElement(I18nProvider, { locale }, createElement(Probe, { id })));
  });
  await settle();
  return container;
}

describe('I18nProvider and the later messages', () => {
  it('does not load the later part while nothing asks for it', async () => {
    const box = await render('en', 'search.submit');
    expect(box.textContent).toBe('Search');
    expect(laterLoads).toEqual([]);
  });

  it('adds the later part in place when wanted: no new intl, no redraw', async () => {
    await render('en', 'search.submit');
    const drawn = renders.length;
    const intl = renders.at(-1)?.intl;
    await act(async () => {
      await wantLaterMessages();
    });
    await settle();
    expect(laterLoads).toEqual(['en']);
    expect(renders.length).toBe(drawn);
    // The intl on screen now finds the later texts (what a component drawn next gets).
    expect(intl?.formatMessage({ id: 'results.heading' })).toBe('Available rooms');
  });

  it('redraws, with the text, when a drawn text was missing: loads the later part at once', async () => {
    const box = await render('en', 'results.heading');
    // Nothing asked for the later part but the text drawn: it was loaded for it.
    expect(laterLoads).toEqual(['en']);
    expect(box.textContent).toBe('Available rooms');
    expect(renders[0]?.text).toBe('results.heading');
    expect(renders.at(-1)?.intl).not.toBe(renders[0]?.intl);
  });

  it('draws the first language without waiting for a later part wanted from the start', async () => {
    holdLater = true;
    void wantLaterMessages();
    const box = await render('en', 'search.submit');
    expect(box.textContent).toBe('Search');
    expect(laterLoads).toContain('en');
  });

  it('adds a later part wanted from the start in place once it comes, with no redraw', async () => {
    void wantLaterMessages();
    const box = await render('en', 'search.submit');
    expect(box.textContent).toBe('Search');
    expect(renders.length).toBe(1);
    expect(renders[0]?.intl.formatMessage({ id: 'results.heading' })).toBe('Available rooms');
  });

  it('switches locale with both parts once they are wanted', async () => {
    const box = await render('en', 'results.heading');
    expect(box.textContent).toBe('Available rooms');
    renders = [];
    await act(async () => {
      root?.render(
        createElement(
          I18nProvider,
          { locale: 'ja' },
          createElement(Probe, { id: 'results.heading' }),
        ),
      );
    });
    await settle();
    expect(box.textContent).toBe('空室');
    // The new language is drawn whole: never its ids.
    expect(renders.map((r) => r.text)).not.toContain('results.heading');
    // (load-messages.ts caches each locale's load: asked twice, loaded once.)
    expect([...new Set(laterLoads)]).toEqual(['en', 'ja']);
  });
});
