// @vitest-environment happy-dom
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../../shared/locale/locale-state.ts';
import { followLocaleOnDocument } from './document-locale.ts';

describe('followLocaleOnDocument', () => {
  it('sets lang and dir from the active locale and follows its changes until stopped', () => {
    const store = createStore();
    const root = document.createElement('html');
    root.lang = 'en';
    store.set(localeAtom, 'ar');
    const stop = followLocaleOnDocument(store, root);
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    store.set(localeAtom, 'zh_Hant');
    expect([root.lang, root.dir]).toEqual(['zh-Hant', 'ltr']);
    stop();
    store.set(localeAtom, 'ar');
    expect(root.lang).toBe('zh-Hant');
  });
});
