import { ErrorCode } from '../../api/contract/error.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { DownloadState } from '../../shared/download/use-file-download.ts';

/**
 * What the admin reads when the reservations download fails: the download limit (1600) says to
 * wait, as Retry-After does; any other failure keeps the screen's general message.
 */
export function downloadFailureMessageId(state: DownloadState): MessageId {
  return state.status === 'failed' && state.code === ErrorCode.csvDownloadLimit
    ? 'error.code.1600'
    : 'account.corporate.failed';
}
