import { ErrorCode } from '../../../src/api/contract/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Logger } from '../../http/logger.ts';
import {
  type ArchivePasswordMailInput,
  archivePasswordMail,
} from '../../mail/archive-password-template.ts';
import type { Mailer } from '../../mail/mailer.ts';

/**
 * E-mails a download's password before its file is made (the corporate download and the
 * console's reservation export). When the mail cannot be sent no file may be made that nobody
 * can open: 503 with code 9500, the failure logged without the password.
 */
export async function sendArchivePassword(
  deps: { mailer: Mailer; logger: Logger },
  input: ArchivePasswordMailInput,
  requestId?: string,
): Promise<void> {
  try {
    await deps.mailer.send(archivePasswordMail(input));
  } catch (error) {
    deps.logger({
      level: 'error',
      msg: 'archive password mail failed',
      ...(requestId ? { request_id: requestId } : {}),
      error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
    throw new DomainError(
      ErrorCode.internal,
      503,
      'The password e-mail could not be sent, so no file was made. Please try again later.',
    );
  }
}
