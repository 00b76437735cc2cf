import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client/types.ts';
import { ApiError } from '../../api/errors/api-error.ts';
import { resultsAtom } from '../../features/results/results-state.ts';
import { readStartupParams } from '../../shared/startup/startup-params.ts';
import { noticeAtom } from '../notice.ts';
import { openPreview } from './open-preview.ts';

/** A client whose one POST answers `answer` (or rejects with it), recording what it sent. */
function clientAnswering(answer: unknown, fails = false) {
  const sent: { path: string; body: unknown }[] = [];
  const post = vi.fn(async (path: string, _schema: unknown, body?: unknown) => {
    sent.push({ path, body });
    if (fails) throw answer;
    return answer;
  });
  return { client: { post } as unknown as ApiClient, sent };
}

afterEach(() => vi.useRealTimers());

describe('openPreview', () => {
  it('without the hotel link: a preview notice, nothing asked of the server', async () => {
    const store = createStore();
    const { client, sent } = clientAnswering({});
    await openPreview(client, store, readStartupParams('tripla_preview=true'), 'sakura-tokyo');
    expect(store.get(noticeAtom)).toBe('preview.noLink');
    expect(sent).toEqual([]);
  });

  it('a refused link (expired or invalid) is told the same way', async () => {
    const store = createStore();
    const refusal = new ApiError({ title: 'gone', status: 410, code: 3780, local: false });
    const { client } = clientAnswering(refusal, true);
    const params = readStartupParams('tripla_preview=true&preview_token=abc');
    await openPreview(client, store, params, 'sakura-tokyo');
    expect(store.get(noticeAtom)).toBe('preview.noLink');
  });

  it('opens the preview for five minutes, then ends it and searches again', async () => {
    vi.useFakeTimers();
    const store = createStore();
    const now = Date.parse('2026-11-24T12:00:00Z');
    const { client, sent } = clientAnswering({
      data: { expires_at: new Date(now + 5 * 60_000).toISOString() },
    });
    store.set(resultsAtom, { status: 'loading', key: 'k' });
    const params = readStartupParams('tripla_preview=true&preview_token=abc');
    await openPreview(client, store, params, 'sakura-tokyo', () => now);
    expect(sent).toEqual([{ path: 'previews', body: { code: 'sakura-tokyo', token: 'abc' } }]);
    expect(store.get(noticeAtom)).toBe('preview.active');
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(store.get(noticeAtom)).toBe('preview.active');
    vi.advanceTimersByTime(1);
    expect(store.get(noticeAtom)).toBe('preview.ended');
    expect(store.get(resultsAtom)).toEqual({ status: 'idle' });
  });
});
