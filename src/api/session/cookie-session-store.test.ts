// @vitest-environment happy-dom
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserSessionStore } from './browser-session-store.ts';
import { CLIENT_SESSION_COOKIE, CLIENT_SESSION_MAX_AGE_SECONDS } from './constants.ts';
import { createCookieSessionStore, readCookie } from './cookie-session-store.ts';
import { createMemorySessionStore } from './memory-session-store.ts';

/** Records every cookie string written, on top of a real happy-dom document. */
function spyDocument(url: string): { doc: Document; writes: string[] } {
  const window = new Window({ url });
  const doc = window.document as unknown as Document;
  const writes: string[] = [];
  let proto: object | null = Object.getPrototypeOf(doc);
  let descriptor: PropertyDescriptor | undefined;
  while (proto !== null && descriptor === undefined) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  Object.defineProperty(doc, 'cookie', {
    get: () => descriptor?.get?.call(doc) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor?.set?.call(doc, value);
    },
  });
  return { doc, writes };
}

afterEach(() => {
  createCookieSessionStore().clear();
});

describe('cookie session store', () => {
  it('stores, reads and clears the token in the global document', () => {
    const store = createCookieSessionStore();
    expect(store.get()).toBeUndefined();
    store.set('tok en;=1');
    expect(store.get()).toBe('tok en;=1');
    expect(document.cookie).toContain(`${CLIENT_SESSION_COOKIE}=`);
    store.clear();
    expect(store.get()).toBeUndefined();
  });

  it('lives 0.75 day on path / with SameSite=None; Secure on https', () => {
    const { doc, writes } = spyDocument('https://hotel.example/booking');
    createCookieSessionStore({ document: doc }).set('abc');
    expect(CLIENT_SESSION_MAX_AGE_SECONDS).toBe(64_800);
    expect(writes[0]).toBe(
      `${CLIENT_SESSION_COOKIE}=abc; Max-Age=64800; Path=/; SameSite=None; Secure`,
    );
  });

  it('drops Secure on plain http, where browsers would refuse the cookie', () => {
    const { doc, writes } = spyDocument('http://localhost:8080/');
    const store = createCookieSessionStore({ document: doc });
    store.set('abc');
    expect(writes[0]).toBe(`${CLIENT_SESSION_COOKIE}=abc; Max-Age=64800; Path=/; SameSite=Lax`);
    expect(store.get()).toBe('abc');
    store.clear();
    expect(writes[1]).toContain('Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(store.get()).toBeUndefined();
  });

  it('reads one cookie among others', () => {
    expect(readCookie('a=1; tripla_client_session=x%20y; b=2', 'tripla_client_session')).toBe(
      'x y',
    );
    expect(readCookie('a=1', 'tripla_client_session')).toBeUndefined();
    expect(readCookie('tripla_client_session=', 'tripla_client_session')).toBeUndefined();
    expect(readCookie('tripla_client_session=%E0%A4%A', 'tripla_client_session')).toBe('%E0%A4%A');
  });
});

describe('browser session store', () => {
  it('uses the cookie when cookies work', () => {
    const store = createBrowserSessionStore();
    store.set('t1');
    expect(document.cookie).toContain('tripla_client_session=t1');
    expect(document.cookie).not.toContain('_probe');
  });

  it('falls back to memory when document.cookie throws (sandboxed iframe)', () => {
    const window = new Window({ url: 'https://hotel.example/' });
    const doc = window.document as unknown as Document;
    Object.defineProperty(doc, 'cookie', {
      get: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    const store = createBrowserSessionStore({ document: doc });
    store.set('t2');
    expect(store.get()).toBe('t2');
  });
});

describe('memory session store', () => {
  it('starts with the initial token and forgets on clear', () => {
    const store = createMemorySessionStore('seed');
    expect(store.get()).toBe('seed');
    store.set('next');
    expect(store.get()).toBe('next');
    store.clear();
    expect(store.get()).toBeUndefined();
  });
});
