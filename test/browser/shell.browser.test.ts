import { expect } from 'chai';
import { createStore } from 'jotai/vanilla';
import { createRoot } from 'react-dom/client';
import { memoryLocation } from 'wouter/memory-location';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { createApiClient } from '../../src/api/client/create-client.ts';
import { createMemorySessionStore } from '../../src/api/session/memory-session-store.ts';
import { App } from '../../src/app/App.tsx';
import type { AppRuntime } from '../../src/app/startup/create-runtime.ts';
import { createElement } from '../../src/react.ts';
import { LOCALES, type Locale } from '../../src/rules/locales.ts';
import type { Embed } from '../../src/shared/embed/embed.ts';
import { localeAtom } from '../../src/shared/locale/locale-state.ts';
import { initStateAtom } from '../../src/shared/startup/init-state.ts';
import { widgetStyles } from '../../src/shared/styles/widget-css.ts';
import { settingsFixture } from '../../src/shared/testing/settings-fixture.ts';

/**
 * The shell in real Chromium: rendered per locale from a store whose startup already finished
 * (no network), checked for language, direction, the header from the init settings, and with
 * axe-core for accessibility.
 */

declare global {
  interface Window {
    axe?: {
      run(
        context: Element,
        options: Record<string, unknown>,
      ): Promise<{ violations: { id: string; help: string; nodes: { html: string }[] }[] }>;
    };
  }
}

const embed: Embed = {
  kind: 'hosted',
  closable: false,
  chatbot: false,
  emit() {},
  notifyParent() {},
};

function config(locale: Locale): WidgetConfig {
  return {
    mode: 'inline',
    hotelCode: 'sakuratokyo',
    assetBase: `${location.origin}/widget/`,
    locale,
    search: {},
    attributes: {},
    initialPath: '/booking/result?code=sakuratokyo',
  };
}

/** A runtime whose startup is done: init settings in the store, a client that is never called. */
function readyRuntime(locale: Locale): AppRuntime {
  const store = createStore();
  // The default accent keeps the check about the shell, not one hotel's brand colour.
  store.set(initStateAtom, {
    status: 'ready',
    settings: settingsFixture({ button_colour: '#9b2c3d', available_languages: [] }),
  });
  store.set(localeAtom, locale);
  const client = createApiClient({
    apiBase: location.origin,
    hotelCode: 'sakuratokyo',
    getLocale: () => locale,
    sessionStore: createMemorySessionStore('unused'),
  });
  return { client, store, start: () => Promise.resolve(), onParentCommand() {} };
}

async function until<T>(probe: () => T | undefined | null | false, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting for the shell');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function renderShell(locale: Locale) {
  const container = document.createElement('div');
  container.className = 'hb-page';
  document.body.append(container);
  const root = createRoot(container);
  const location = memoryLocation({ path: '/booking/result?code=sakuratokyo' });
  root.render(
    createElement(App, {
      config: config(locale),
      runtime: readyRuntime(locale),
      embed,
      router: { hook: location.hook, searchHook: location.searchHook },
    }),
  );
  const app = await until(() =>
    container.querySelector<HTMLElement>(
      `.hb-app[lang="${locale.replace('_', '-')}"] .hb-main form`,
    )
      ? container.querySelector<HTMLElement>('.hb-app')
      : null,
  );
  return {
    app,
    done() {
      root.unmount();
      container.remove();
    },
  };
}

function loadAxe(): Promise<void> {
  if (window.axe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

before(() => {
  document.adoptedStyleSheets = [widgetStyles()];
  document.documentElement.lang = 'en';
  if (!document.title) document.title = 'Shell test';
});

describe('the shell in each locale', () => {
  for (const locale of LOCALES) {
    it(`renders in ${locale}${locale === 'ar' ? ', right to left' : ''}`, async () => {
      const { app, done } = await renderShell(locale);
      expect(app.getAttribute('dir')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
      const header = app.querySelector('header.hb-header');
      expect(header?.textContent).to.contain('Sakura Hotel Tokyo — Sakura Hotels');
      // The hotel's colours are custom properties on the app root.
      expect(app.style.getPropertyValue('--hb-header-bg')).to.equal('#ffffff');
      // The language selector is labelled in the active language and offers all eight.
      const select = header?.querySelector('select');
      expect(select?.value).to.equal(locale);
      expect(select?.options.length).to.equal(8);
      // Multi-currency hotel on the results page: the currency selector shows.
      expect(header?.querySelector('button[aria-haspopup="dialog"]')?.textContent).to.contain(
        'JPY',
      );
      expect(app.querySelector('.hb-loader')).to.equal(null);
      done();
    });
  }
});

describe('accessibility of the shell (axe-core)', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`has no violations in ${locale}`, async () => {
      await loadAxe();
      const { app, done } = await renderShell(locale);
      const axe = window.axe;
      if (!axe) throw new Error('axe-core missing');
      const result = await axe.run(app, { resultTypes: ['violations'] });
      const summary = result.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`,
      );
      expect(summary).to.deep.equal([]);
      done();
    });
  }
});
