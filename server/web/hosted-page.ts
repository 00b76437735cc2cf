/** Escapes text for an HTML attribute or text node. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML shell of the hosted app (iframe, new tab, chatbot and e-mail links). It carries no
 * inline script or style, so it runs under the strict Content-Security-Policy it is sent with.
 */
export function hostedPageHtml(entryPath: string): string {
  const src = escapeHtml(entryPath);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Booking</title>
<link rel="icon" href="data:,">
<link rel="modulepreload" href="${src}">
<script type="module" src="${src}"></script>
</head>
<body>
<div id="app"></div>
<noscript>This booking page needs JavaScript.</noscript>
</body>
</html>
`;
}
