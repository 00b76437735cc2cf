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

export type ReceiptResult =
  | { readonly ok: true; readonly blob: Blob; readonly filename: string }
  | { readonly ok: false; readonly status: number };

/**
 * Fetches the PDF. Not through the API client: the client decodes JSON answers only, and the
 * receipt needs none of its headers (access is the e-mail or token in the query, or the member's
 * Authorization). A blob URL
 * then feeds an `<a download>`, which works the same inside the widget's Shadow DOM and in the
 * hosted app, and unlike a plain link it can report a failure in the page.
 */
export async function fetchReceipt(
  request: ReceiptRequest,
  fetcher: typeof fetch = fetch,
): Promise<ReceiptResult> {
  let response: Response;
  try {
    response = await fetcher(receiptUrl(request), {
      credentials: 'omit',
      headers: {
        Accept: 'application/pdf',
        // A member's own reservation: the session is the proof (no e-mail or token in the query).
        ...('memberToken' in request.proof
          ? { Authorization: `Bearer ${request.proof.memberToken}` }
          : {}),
      },
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('application/pdf'))
    return { ok: false, status: response.status };
  return { ok: true, blob: await response.blob(), filename: `receipt-${request.number}.pdf` };
}
