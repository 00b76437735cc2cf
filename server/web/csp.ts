/**
 * Who may frame this server's pages, as a CSP `frame-ancestors` source list (FRAME_ANCESTORS):
 * unset, only the server's own pages (a page of ours framing another, such as the test
 * gateway's challenge inside the hosted app); `*`, any site; a list, those sites and our own
 * pages (a frame's every ancestor must be allowed, so our nested frames need `'self'`);
 * `'none'` in the list, nowhere.
 */
export function frameAncestorSources(configured: readonly string[] | '*' | undefined): string {
  if (configured === '*') return '*';
  if (configured?.includes("'none'")) return "'none'";
  return ["'self'", ...(configured ?? [])].join(' ');
}

/**
 * The hosted app's Content-Security-Policy. Strict by default: only this origin's scripts, no
 * inline script or style. A hotel with tracking tags (`tags`) gets a per-page nonce, which the
 * app gives to the tags' scripts it creates (and to nothing else), and its declared `https://`
 * sources for scripts, connections, images and frames; nothing else is widened.
 */
export function hostedPagePolicy(options: {
  frameAncestors: readonly string[] | '*' | undefined;
  tags?: { nonce: string; sources: readonly string[] } | null;
}): string {
  const tags = options.tags;
  const extra = tags?.sources.length ? ` ${tags.sources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tags ? ` 'nonce-${tags.nonce}'${extra}` : ''}`,
    "style-src 'self'",
    `img-src 'self' data: https:`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestorSources(options.frameAncestors)}`,
  ].join('; ');
}
