import { isLocale, textDirection, toBcp47 } from '../../src/rules/locales.ts';

/** Escapes text for an HTML attribute or text node. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML shell of the hosted app (iframe, new tab, chatbot and e-mail links). It carries no
 * inline script or style, so it runs under the strict Content-Security-Policy it is sent with.
 * `locale` (the address's `locale`, as e-mail links carry it) sets the document's language and
 * direction from the first paint; the app keeps them in step afterwards. `nonce` (a hotel with
 * tracking tags): the page's CSP nonce, on the entry script, where the app reads it for the tags.
 */
export function hostedPageHtml(entryPath: string, locale?: string, nonce?: string): string {
  const src = escapeHtml(entryPath);
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const known = isLocale(locale) ? locale : 'en';
  return `<!doctype html>
<html lang="${toBcp47(known)}" dir="${textDirection(known)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Booking</title>
<link rel="icon" href="data:,">
<link rel="modulepreload" href="${src}">
<script type="module" src="${src}"${nonceAttribute}></script>
</head>
<body>
<div id="app"></div>
<noscript>This booking page needs JavaScript.</noscript>
</body>
</html>
`;
}
