// Browser-test helpers shared by the date-range picker and guests editor tests: mount a
// component inside I18nProvider with the real widget stylesheet, wait for Preact's deferred
// renders and effects, and run axe-core (its UMD build registers window.axe when imported).
import 'axe-core';
import type * as Axe from 'axe-core';
import { render } from 'preact';
import * as compat from 'preact/compat';
import { I18nProvider } from '../../../i18n/react.tsx';
import { createElement, type ReactNode } from '../../../react.ts';
import { type Locale, textDirection, toBcp47 } from '../../../rules/locales.ts';
import { widgetStyles } from '../../styles/widget-css.ts';
import { ALL_MESSAGES } from '../../testing/all-messages.ts';

// web-test-runner.config.mjs asks @web/dev-server-esbuild for `jsx: 'automatic'`, but that
// plugin only forwards jsxFactory/jsxFragment, so .tsx files compile to classic
// `React.createElement`. Until the config is fixed, give them the global they expect.
(globalThis as { React?: unknown }).React = compat;

/** A mounted component and how to remove it. */
export interface Mounted {
  readonly root: HTMLElement;
  readonly unmount: () => void;
}

const MESSAGES = ALL_MESSAGES;

/** Renders `node` in `locale` inside `.hb-page .hb-app` with the widget stylesheet adopted. */
export async function mount(node: ReactNode, locale: Locale): Promise<Mounted> {
  const sheet = widgetStyles();
  if (!document.adoptedStyleSheets.includes(sheet)) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  document.documentElement.lang = toBcp47(locale);
  const page = document.createElement('div');
  page.className = 'hb-page';
  const root = document.createElement('div');
  root.className = 'hb-app';
  root.dir = textDirection(locale);
  root.lang = toBcp47(locale);
  page.append(root);
  document.body.append(page);
  render(createElement(I18nProvider, { locale, messages: MESSAGES[locale] }, node), root);
  await settle();
  return {
    root,
    unmount: () => {
      render(null, root);
      page.remove();
    },
  };
}

/** Lets Preact flush state updates and run effects (which wait for a frame). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
}

/** Waits until `check` returns a truthy value (or throws after `ms`). */
export async function waitFor<T>(check: () => T | null | undefined | false, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error('waitFor: condition not met');
    await settle();
  }
}

/** axe-core violations inside `root`, as "rule: target" lines for a readable failure. */
export async function axeViolations(root: Element): Promise<string[]> {
  const axe = (window as unknown as { axe: typeof Axe }).axe;
  const results = await axe.run(root, { resultTypes: ['violations'] });
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  );
}

/** The element that has focus, looking through shadow roots and the top layer. */
export function activeElement(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}
