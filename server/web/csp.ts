/**
 * The hosted app's Content-Security-Policy. Strict by default: only this origin's scripts, no
 * inline script or style. A hotel with tracking tags (`tags`) gets a per-page nonce, which the
 * app gives to the tags' scripts it creates (and to nothing else), and its declared `https://`
 * sources for scripts, connections, images and frames; nothing else is widened.
 */
export function hostedPagePolicy(options: {
  frameAncestors: readonly string[] | '*';
  tags?: { nonce: string; sources: readonly string[] } | null;
}): string {
  const ancestors = options.frameAncestors === '*' ? '*' : options.frameAncestors.join(' ');
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
    `frame-ancestors ${ancestors || "'none'"}`,
  ].join('; ');
}
