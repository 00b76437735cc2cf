// Browser-test helpers for the booking sections: a stand-in API client answering by path (the
// sections' own code, schemas and rendering are real), a store whose startup is done, and the
// shared mount helper (I18nProvider, widget stylesheet, axe).
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import type { ApiClient, RequestOptions } from '../../../../api/client/types.ts';
import { ApiError } from '../../../../api/errors/api-error.ts';
import { createMemorySessionStore } from '../../../../api/session/memory-session-store.ts';
import { createElement, type ReactNode } from '../../../../react.ts';
import { ApiContext } from '../../../../shared/api/api-context.ts';
import {
  type Mounted,
  mount,
} from '../../../../shared/date-range-picker/testing/browser-harness.ts';
import { initStateAtom } from '../../../../shared/startup/init-state.ts';
import { settingsFixture } from '../../../../shared/testing/settings-fixture.ts';

/** One call the stand-in client received. */
export interface Call {
  readonly method: string;
  readonly path: string;
  readonly searchParams: Record<string, unknown>;
  readonly body: unknown;
}

/** Answers a call with JSON, or throws an ApiError; may wait (return a promise). */
export type Route = (call: Call, signal: AbortSignal | undefined) => unknown;

/** A client that answers from `routes` (by `METHOD path`) and records every call. */
export function fakeApi(routes: Record<string, Route>): { api: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const call = async (
    method: string,
    path: string,
    schema: v.GenericSchema,
    body: unknown,
    options: RequestOptions = {},
  ) => {
    const entry: Call = { method, path, searchParams: options.searchParams ?? {}, body };
    calls.push(entry);
    const route = routes[`${method} ${path}`];
    if (!route) throw new ApiError({ status: 404, title: 'not found', local: false });
    const answer = await route(entry, options.signal);
    return v.parse(schema, answer);
  };
  const api: ApiClient = {
    apiBase: '',
    get: (path, schema, options) => call('GET', path, schema, undefined, options),
    post: (path, schema, body, options) => call('POST', path, schema, body, options),
    put: (path, schema, body, options) => call('PUT', path, schema, body, options),
    patch: (path, schema, body, options) => call('PATCH', path, schema, body, options),
    delete: (path, schema, options) => call('DELETE', path, schema, undefined, options),
    sessionStore: createMemorySessionStore('test'),
    renewSession: () => Promise.resolve('test'),
  };
  return { api, calls };
}

/** Mounts `node` with the app's providers: a ready store (hotel 1, JPY) and `api`. */
export function mountSection(
  node: ReactNode,
  api: ApiClient,
  locale: 'en' | 'ar' = 'en',
): Promise<Mounted> {
  const store = createStore();
  store.set(initStateAtom, {
    status: 'ready',
    settings: settingsFixture({ show_prices_tax_included: true }),
  });
  return mount(
    createElement(Provider, { store }, createElement(ApiContext.Provider, { value: api }, node)),
    locale,
  );
}

/** Sets a select's or input's value as a user would and fires the events the UI listens to. */
export function setValue(
  el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
) {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The form control labelled `text` (by <label for>, aria-label) inside `root`. */
export function field<T extends HTMLElement = HTMLInputElement>(
  root: Element,
  text: string,
  index = 0,
): T {
  const found: HTMLElement[] = [];
  for (const label of root.querySelectorAll('label')) {
    // The label's own text, without marks after it ("Check-in time" + "Required").
    const own = label.childNodes[0]?.textContent?.trim();
    if ((label.textContent?.trim() === text || own === text) && label.htmlFor) {
      const el = root.querySelector<HTMLElement>(`#${CSS.escape(label.htmlFor)}`);
      if (el) found.push(el);
    }
  }
  for (const el of root.querySelectorAll<HTMLElement>('[aria-label]')) {
    if (el.getAttribute('aria-label') === text) found.push(el);
  }
  const el = found[index];
  if (!el) throw new Error(`no field labelled ${text}`);
  return el as T;
}

export type { Mounted };
