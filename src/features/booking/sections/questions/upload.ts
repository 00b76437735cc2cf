import { callEndpoint } from '../../../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../../../api/client/types.ts';
import type { FileAttachmentResponse } from '../../../../api/contract/attachment.ts';
import type { AdditionalQuestion } from '../../../../api/contract/catalogue.ts';
import { uploadFileAttachment } from '../../../../api/contract/endpoints/attachments.ts';

/**
 * Uploads one image to `POST /file_attachments` (multipart, field `file`) through the widget's
 * API client, so it carries the same headers (client session, locale, tracing id, member
 * token) and gets the same 429 retry, session renewal and `ApiError`s as every other call.
 * The client sends a `FormData` body as multipart and does not time it out; `signal` stops it.
 */
export async function uploadAttachment(
  api: ApiClient,
  file: File,
  signal?: AbortSignal,
): Promise<FileAttachmentResponse['data']> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await callEndpoint(api, uploadFileAttachment, {
    body: form,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** Free-text questions take images unless the hotel limited them to text. */
export function acceptsAttachments(question: AdditionalQuestion): boolean {
  return (
    question.question_type === 'free_text' &&
    (question.answer_types === undefined || question.answer_types.includes('attachments'))
  );
}

/** Free-text questions take text unless the hotel asks for images only. */
export function acceptsText(question: AdditionalQuestion): boolean {
  return (
    question.question_type !== 'free_text' ||
    question.answer_types === undefined ||
    question.answer_types.includes('text')
  );
}
