/** A response body after decoding: nothing, JSON, or text that is not JSON. */
export type ReadBody =
  | { readonly kind: 'empty' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'text'; readonly text: string };

/**
 * Reads a body once, as text, then tries JSON. Reading text first (rather than
 * `response.json()`) keeps a malformed or HTML body from becoming an exception the caller
 * has to tell apart from a network failure.
 */
export async function readBody(response: Response): Promise<ReadBody> {
  // A connection dropped mid-body rejects here; the caller reports it as a network error.
  const text = await response.text();
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text', text };
  }
}
