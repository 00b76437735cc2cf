/** A fetched file, or why not: the answer's HTTP status, 0 when none came (offline, blocked). */
export type FileResult =
  | { readonly ok: true; readonly blob: Blob; readonly filename: string }
  | { readonly ok: false; readonly status: number };

/** What a download expects of the answer. */
export interface FileAnswer {
  /** The saved file's name: read from the answer (its headers) or fixed by the caller. */
  readonly nameOf: (response: Response) => string;
  /**
   * The content type the answer must have (a substring, so parameters may follow): a success
   * with another body, such as a proxy's HTML page, is a failure rather than a saved file.
   */
  readonly type?: string;
}

/**
 * Fetches a file to offer through an `<a download>` with a blob URL, which works alike inside the
 * widget's Shadow DOM and in the hosted app and, unlike a plain link, can report a failure in
 * the page. Not through the API client: it decodes JSON answers only.
 */
export async function fetchFile(
  url: string,
  init: RequestInit,
  answer: FileAnswer,
  fetcher: typeof fetch = fetch,
): Promise<FileResult> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch {
    return { ok: false, status: 0 };
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || (answer.type !== undefined && !type.includes(answer.type)))
    return { ok: false, status: response.status };
  return { ok: true, blob: await response.blob(), filename: answer.nameOf(response) };
}
