/**
 * What a browser does at the demo identity provider, with fetch: follows its redirects with
 * its cookies, fills the sign-in form (by its labelled fields' names) and stops at the first
 * redirect to `stopAt` (the provider server's callback), whose URL it answers. When the form
 * comes back after it was sent (wrong password), it stops and answers that page.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  stopAt: string,
  credentials: { email: string; password: string } | 'cancel',
): Promise<{ callback: string | undefined; loginStatus: number[]; page: string }> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const loginStatus: number[] = [];
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(res);
    init = {};
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(stopAt)) return { callback: next, loginStatus, page: '' };
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url} (${res.status}): ${html.slice(0, 200)}`);
    loginStatus.push(res.status);
    // Cancelled, or the form came back after a submission (refused): stop there.
    if (credentials === 'cancel' || loginStatus.length > 1)
      return { callback: undefined, loginStatus, page: html };
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(credentials).toString(),
    };
  }
  throw new Error('too many redirects at the identity provider');
}
