import { type FileResult, fetchFile } from '../../shared/download/fetch-file.ts';
import { type AccessProof, proofParams } from './access.ts';

export interface ReceiptRequest {
  readonly apiBase: string;
  readonly number: string;
  readonly proof: AccessProof;
  /** Taiwan company receipt: name (Traditional Chinese) and unified business number. */
  readonly receiptName?: string;
  readonly receiptUnicode?: string;
}

/** The receipt's API address (`GET /api/v1/reservations/{n}/receipt`). */
export function receiptUrl(request: ReceiptRequest): string {
  const query = new URLSearchParams(proofParams(request.proof));
  if (request.receiptName) query.set('receipt_name', request.receiptName);
  if (request.receiptUnicode) query.set('receipt_unicode', request.receiptUnicode);
  const base = request.apiBase.replace(/\/+$/, '');
  return `${base}/api/v1/reservations/${encodeURIComponent(request.number)}/receipt?${query}`;
}

/**
 * Fetches the PDF (see `fetchFile`). The receipt needs none of the API client's headers: access
 * is the e-mail or token in the query, or the member's Authorization.
 */
export function fetchReceipt(
  request: ReceiptRequest,
  fetcher: typeof fetch = fetch,
): Promise<FileResult> {
  return fetchFile(
    receiptUrl(request),
    {
      credentials: 'omit',
      headers: {
        Accept: 'application/pdf',
        // A member's own reservation: the session is the proof (no e-mail or token in the query).
        ...('memberToken' in request.proof
          ? { Authorization: `Bearer ${request.proof.memberToken}` }
          : {}),
      },
    },
    { nameOf: () => `receipt-${request.number}.pdf`, type: 'application/pdf' },
    fetcher,
  );
}
