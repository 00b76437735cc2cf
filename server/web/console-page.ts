import { localeFromCookies } from '../../src/rules/console/locale-cookie.ts';
import { type Locale, textDirection, toBcp47, toLocale } from '../../src/rules/locales.ts';
import { DENIED_FEATURES } from '../http/security-headers.ts';
import { acceptedLanguages } from './accepted-languages.ts';

/** Escapes text for an HTML attribute or text node. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The hotel console's page (served at /console/ and every path below it; the app routes them).
 * No inline script or style, so it runs under {@link CONSOLE_PAGE_POLICY}. `locale` sets the
 * document's language and direction from the first paint; the app keeps them in step.
 */
export function consolePageHtml(entryPath: string, locale: Locale): string {
  const src = escapeHtml(entryPath);
  return `<!doctype html>
<html lang="${toBcp47(locale)}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Hotel console</title>
<link rel="icon" href="data:,">
<link rel="modulepreload" href="${src}">
<script type="module" src="${src}"></script>
</head>
<body>
<div id="console"></div>
<noscript>The hotel console needs JavaScript.</noscript>
</body>
</html>
`;
}

/**
 * The console's language for a request: its console_locale cookie (the language the staff
 * member chose, src/rules/console/locale-cookie.ts), else the browser's first supported
 * language, else English.
 */
export function consolePageLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const chosen = localeFromCookies(cookieHeader);
  if (chosen) return chosen;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

/**
 * The console page's Content-Security-Policy: only this origin's scripts, styles, connections
 * and frames (the live preview draws the hotel's widget, itself served from here), no inline
 * script or style, never framed by any site (`frame-ancestors 'none'`: the console is where
 * staff act, so no page may overlay it). Images may be the hotel's own (https:, as the widget's
 * header and logo are), data: and blob: (a logo chosen for upload, the authenticator's QR code).
 */
export const CONSOLE_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `publickeyCredentialsGet` → `publickey-credentials-get`. */
const kebab = (feature: string) => feature.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The console page's Permissions-Policy: what every page of ours denies
 * (server/http/security-headers.ts), except passkeys, which the console's sign-in uses on this
 * origin only (WebAuthn's create and get; nothing it frames may).
 */
export const CONSOLE_PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.filter((feature) => feature !== 'publickeyCredentialsGet').map(
    (feature) => `${kebab(feature)}=()`,
  ),
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');
