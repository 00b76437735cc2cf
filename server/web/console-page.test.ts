import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../http/security-headers.ts';
import {
  CONSOLE_PAGE_POLICY,
  CONSOLE_PERMISSIONS_POLICY,
  consolePageHtml,
  consolePageLocale,
} from './console-page.ts';
import { createWebApp } from './index.ts';

/** A built widget in miniature, with the console's entry. */
function widgetDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-page-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      widget: 'chunks/widget-a.js',
      hosted: 'chunks/hosted-a.js',
      console: 'chunks/console-a.js',
    }),
  );
  return dir;
}

/** The web app behind the headers every answer gets, as server/app.ts mounts them. */
function app(): Hono {
  const root = new Hono();
  root.use(
    '*',
    securityHeaders({ publicOrigin: () => 'http://book.test', frameAncestors: ['https://a.test'] }),
  );
  root.route('/', createWebApp({ widgetDir: widgetDir(), frameAncestors: ['https://a.test'] }));
  return root;
}

describe('the console page', () => {
  it('is served at /console/ and every path below, loading the console entry', async () => {
    for (const path of ['/console/', '/console/staff', '/console/hotels/sakura-tokyo/settings']) {
      const answer = await app().request(path);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<script type="module" src="/widget/chunks/console-a.js"></script>');
      expect(html).not.toContain('hosted-a.js');
    }
    const bare = await app().request('/console');
    expect(bare.status).toBe(308);
    expect(bare.headers.get('Location')).toBe('/console/');
  });

  it('has its own strict policy: never framed, passkeys for itself only', async () => {
    const answer = await app().request('/console/sign-in');
    expect(answer.headers.get('Content-Security-Policy')).toBe(CONSOLE_PAGE_POLICY);
    expect(CONSOLE_PAGE_POLICY).toContain("frame-ancestors 'none'");
    expect(CONSOLE_PAGE_POLICY).toContain("script-src 'self';");
    expect(CONSOLE_PAGE_POLICY).not.toContain('unsafe');
    const permissions = answer.headers.get('Permissions-Policy') ?? '';
    expect(permissions).toBe(CONSOLE_PERMISSIONS_POLICY);
    expect(permissions).toContain('publickey-credentials-get=(self)');
    expect(permissions).toContain('publickey-credentials-create=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('payment=()');
    // The hosted booking pages keep denying passkeys.
    const hosted = await app().request('/booking/result?code=sakura-tokyo');
    expect(hosted.headers.get('Permissions-Policy')).toContain('publickey-credentials-get=()');
  });

  it("is written in the member's language: the cookie, else the browser's, else English", async () => {
    const arabic = await app().request('/console/', {
      headers: { Cookie: 'x=1; console_locale=ar', 'Accept-Language': 'ja' },
    });
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    const japanese = await app().request('/console/', {
      headers: { 'Accept-Language': 'fr-FR,ja-JP;q=0.8' },
    });
    expect(await japanese.text()).toContain('<html lang="ja" dir="ltr">');
    expect(consolePageLocale(undefined, undefined)).toBe('en');
    expect(consolePageLocale('console_locale="><x', 'zh-TW')).toBe('zh_Hant');
  });

  it('escapes the entry path', () => {
    expect(consolePageHtml('/widget/"x".js', 'en')).toContain('src="/widget/&#34;x&#34;.js"');
  });
});
