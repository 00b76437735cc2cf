// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from '../../react.ts';
import { testRoot, unmountTestRoots } from '../testing/test-root.ts';
import type { FileResult } from './fetch-file.ts';
import { type FileDownload, useFileDownload } from './use-file-download.ts';

afterEach(async () => {
  await unmountTestRoots();
  vi.restoreAllMocks();
});

/** Renders the hook with its link and records what it returned last. */
async function mount() {
  const seen: { last?: FileDownload } = {};
  function Probe() {
    const file = useFileDownload();
    seen.last = file;
    return file.state.status === 'ready'
      ? createElement('a', { ref: file.linkRef, href: file.state.url })
      : null;
  }
  const root = testRoot();
  await root.render(createElement(Probe));
  const latest = (): FileDownload => {
    if (!seen.last) throw new Error('not rendered');
    return seen.last;
  };
  return { root, latest };
}

/** A file the test hands over by hand. */
function pendingFile() {
  let deliver: (result: FileResult) => void = () => undefined;
  const promise = new Promise<FileResult>((resolve) => {
    deliver = resolve;
  });
  return { get: () => promise, deliver };
}

const blob = new Blob(['%PDF']);

describe('useFileDownload', () => {
  it('offers the file under a blob URL, clicks its link once, and revokes the URL on unmount', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:one');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const probe = await mount();
    const file = pendingFile();
    let started: Promise<void> | undefined;
    await act(async () => {
      started = probe.latest().start(file.get);
    });
    expect(probe.latest().state).toEqual({ status: 'loading' });
    await act(async () => {
      file.deliver({ ok: true, blob, filename: 'r.pdf' });
      await started;
    });
    expect(probe.latest().state).toEqual({ status: 'ready', url: 'blob:one', filename: 'r.pdf' });
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(revoked).not.toHaveBeenCalled();
    await probe.root.unmount();
    expect(revoked).toHaveBeenCalledWith('blob:one');
  });

  it('reports a failure', async () => {
    const probe = await mount();
    await act(() => probe.latest().start(async () => ({ ok: false, status: 503 })));
    expect(probe.latest().state).toEqual({ status: 'failed' });
    await act(() => probe.latest().start(async () => ({ ok: false, status: 429, code: 1600 })));
    expect(probe.latest().state).toEqual({ status: 'failed', code: 1600 });
  });

  it('drops a file that arrives after the component has gone: no blob URL to leak', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:late');
    const probe = await mount();
    const file = pendingFile();
    let started: Promise<void> | undefined;
    await act(async () => {
      started = probe.latest().start(file.get);
    });
    await probe.root.unmount();
    file.deliver({ ok: true, blob, filename: 'r.pdf' });
    await started;
    expect(created).not.toHaveBeenCalled();
  });
});
