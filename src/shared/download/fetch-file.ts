/** A fetched file, or why not: the answer's HTTP status, 0 when none came (offline, blocked). */
export type FileResult =
  | { readonly ok: true; readonly blob: Blob; readonly filename: string }
  | { readonly ok: false; readonly status: number; readonly code?: number };

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
  if (!response.ok) {
    const code = await errorCodeOf(response);
    return code === undefined
      ? { ok: false, status: response.status }
      : { ok: false, status: response.status, code };
  }
  if (answer.type !== undefined && !type.includes(answer.type))
    return { ok: false, status: response.status };
  return { ok: true, blob: await response.blob(), filename: answer.nameOf(response) };
}

/**
 * The catalogue code of a refusal in the spec's error shape (`errors[0].code`), so a screen can
 * say why (e.g. 1600, the download limit); undefined for any other body. Read loosely here: the
 * full error parser is a lazy chunk the download does not need.
 */
async function errorCodeOf(response: Response): Promise<number | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
    const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined;
    if (typeof first !== 'object' || first === null || !('code' in first)) return undefined;
    return typeof first.code === 'number' ? first.code : undefined;
  } catch {
    return undefined;
  }
}
