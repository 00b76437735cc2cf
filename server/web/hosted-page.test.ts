import { describe, expect, it } from 'vitest';
import { hostedPageHtml } from './hosted-page.ts';

describe('hostedPageHtml', () => {
  it('is an Arabic, right-to-left document from the first paint when the link asks for ar', () => {
    expect(hostedPageHtml('/widget/chunks/hosted-x.js', 'ar')).toContain(
      '<html lang="ar" dir="rtl">',
    );
    expect(hostedPageHtml('/widget/chunks/hosted-x.js', 'zh_Hant')).toContain(
      '<html lang="zh-Hant" dir="ltr">',
    );
  });

  it('falls back to English for a missing or unknown locale, never echoing it', () => {
    expect(hostedPageHtml('/widget/chunks/hosted-x.js')).toContain('<html lang="en" dir="ltr">');
    const html = hostedPageHtml('/widget/chunks/hosted-x.js', '"><script>alert(1)</script>');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('alert');
  });
});
