import { ErrorCode } from '../../../src/api/contract/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { LimitStore } from '../../limits/store.ts';

/**
 * How many reservation downloads one organization admin may make per window. Each download
 * e-mails a new password, so without a limit an admin (or a stolen session) could make the
 * server send mail without end; a dozen an hour is far beyond what a person filing reports needs.
 */
export const CORPORATE_DOWNLOADS_PER_WINDOW = 10;
/** The window of {@link CORPORATE_DOWNLOADS_PER_WINDOW}: one hour, aligned to the clock. */
export const CORPORATE_DOWNLOAD_WINDOW_MS = 60 * 60 * 1000;

/** Over the limit: 429, catalogue code 1600, with the seconds until the next window. */
export class DownloadLimitReached extends DomainError {
  constructor(readonly retryAfter: number) {
    super(
      ErrorCode.csvDownloadLimit,
      429,
      'The download limit has been reached. Please try again later.',
      undefined,
      { retry_after: retryAfter },
    );
  }
}

/**
 * Counts one download of this member in the limits store (one process's memory, or Redis shared
 * by every process, where the count is an atomic INCR) and throws {@link DownloadLimitReached}
 * once the window's allowance is spent. Call it before any file is built or e-mail sent.
 */
export async function countCorporateDownload(
  store: LimitStore,
  /** The member's id; the console's staff count as `staff:<id>` (the same protection). */
  downloader: number | `staff:${number}`,
  now: number,
): Promise<void> {
  const { count, resetAt } = await store.hit(
    `corporate-download:${downloader}`,
    CORPORATE_DOWNLOAD_WINDOW_MS,
    now,
  );
  if (count > CORPORATE_DOWNLOADS_PER_WINDOW)
    throw new DownloadLimitReached(Math.max(1, Math.ceil((resetAt - now) / 1000)));
}
