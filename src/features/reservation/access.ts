/**
 * How the guest proves access to a reservation (product.md §6): the reservation's e-mail or
 * its bypass token (the manage link in the confirmation e-mail), or, for a signed-in member's
 * own reservation, the member session alone (the API client sends its Authorization; the
 * token is kept here for the receipt, which is fetched outside the client). The find screen
 * puts the e-mail in the address, which the personal-data guard allows on
 * /reservation/confirmation only; in the inline widget the location lives in memory anyway.
 */
export type AccessProof =
  | { readonly email: string }
  | { readonly bypass_token: string }
  | { readonly memberToken: string };

/**
 * The proof carried by a query string, the token first (it is the stronger proof); without
 * one, the signed-in member's session (`memberToken`) when there is one.
 */
export function proofFrom(search: string, memberToken?: string): AccessProof | undefined {
  const params = new URLSearchParams(search);
  const token = params.get('bypass_token')?.trim();
  if (token) return { bypass_token: token };
  const email = params.get('email')?.trim();
  if (email) return { email };
  return memberToken ? { memberToken } : undefined;
}

/** The proof as query parameters for the API and for links (none for a member's session). */
export function proofParams(proof: AccessProof): Record<string, string> {
  if ('bypass_token' in proof) return { bypass_token: proof.bypass_token };
  return 'email' in proof ? { email: proof.email } : {};
}

/** The reservation page of `number`, e.g. `/reservation/confirmation/S1?email=…`. */
export function reservationHref(
  number: string,
  proof: AccessProof,
  extra: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ ...proofParams(proof), ...extra }).toString();
  return `/reservation/confirmation/${encodeURIComponent(number)}${query ? `?${query}` : ''}`;
}

/** `/reservation/confirmation/S123` → `S123`. */
export function numberFromPath(path: string): string {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
