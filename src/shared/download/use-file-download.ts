import { useEffect, useRef, useState } from '../../react.ts';
import type { FileResult } from './fetch-file.ts';

/**
 * Where a download stands: not asked yet, being fetched, offered under a blob URL, or failed
 * (with the answer's catalogue code when it had one).
 */
export type DownloadState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string; readonly filename: string }
  | { readonly status: 'failed'; readonly code?: number };

/** What {@link useFileDownload} gives a component (and `DownloadStatus` renders). */
export interface FileDownload {
  readonly state: DownloadState;
  /** The `<a download>` that offers the ready file. */
  readonly linkRef: { current: HTMLAnchorElement | null };
  /** Fetches a file (a `fetchFile` call) and offers it, or reports the failure. */
  readonly start: (getFile: () => Promise<FileResult>) => Promise<void>;
}

/**
 * A file fetched, then offered through an `<a download>` with a blob URL. The link is clicked
 * for the user as soon as it is there, so the browser saves the file at once; it stays visible
 * as the fallback where a browser ignores that click. The blob URL is revoked when the next
 * download starts or the component goes, so its memory is not held for the page's life; a file
 * that arrives once the component has gone is dropped.
 */
export function useFileDownload(): FileDownload {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  // Whether the component is still there when a fetch ends: a file that arrives after the user
  // left gets no blob URL, which nothing would ever revoke.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'ready') return;
    linkRef.current?.click();
    const url = state.url;
    return () => URL.revokeObjectURL(url);
  }, [state]);

  const start = async (getFile: () => Promise<FileResult>) => {
    setState({ status: 'loading' });
    const result = await getFile();
    if (!mounted.current) return;
    setState(
      result.ok
        ? { status: 'ready', url: URL.createObjectURL(result.blob), filename: result.filename }
        : result.code === undefined
          ? { status: 'failed' }
          : { status: 'failed', code: result.code },
    );
  };

  return { state, linkRef, start };
}
