/**
 * The secret of an e-mailed console link (`/console/invitation#token=…`): the server puts it in
 * the fragment, which browsers never send anywhere. Read once, then taken out of the address
 * bar and history, so it is not left on screen, in a bookmark or for the next person at the desk.
 */
export function takeLinkToken(): string {
  const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  return token;
}
