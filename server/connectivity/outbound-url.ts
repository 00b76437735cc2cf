/**
 * Where this server may send to or fetch from on a hotel's behalf (webhook endpoints, iCal import
 * feeds): `https://` anywhere, plain `http://` only to this machine (development and tests), never
 * credentials in the URL. Null when allowed, else why not.
 */
export function outboundUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL are not allowed';
  if (url.protocol === 'https:') return null;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && local) return null;
  return 'must be https:// (http:// only to localhost)';
}
