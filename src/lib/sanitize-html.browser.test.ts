import { expect } from 'chai';
import { sanitizeHotelHtml } from './sanitize-html.ts';

declare global {
  interface Window {
    __xss?: string[];
  }
}

/** Payloads that must never run, each reporting to window.__xss if it does. */
const PAYLOADS = [
  `<script>(window.__xss ||= []).push('script')</script>`,
  `<img src="data:," onerror="(window.__xss ||= []).push('onerror')">`,
  `<a id="js-link" href="javascript:(window.__xss ||= []).push('href')">link</a>`,
  `<svg><script>(window.__xss ||= []).push('svg-script')</script></svg>`,
  `<svg onload="(window.__xss ||= []).push('svg-onload')"><circle r="2"/></svg>`,
  `<iframe srcdoc="<script>parent.__xss = ['srcdoc']</script>"></iframe>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="(window.__xss ||= []).push('mxss')">`,
  `<form action="https://evil.example"><input name="card"></form>`,
  `<div style="background:url(javascript:alert(1))" onclick="(window.__xss ||= []).push('onclick')">click</div>`,
];

async function mount(html: string): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  host.append(
    sanitizeHotelHtml(html, { facility_name: 'Sakura <b>Tokyo</b>', brand_name: 'Sakura Hotels' }),
  );
  // Give event handlers, image errors and iframes a chance to fire if any survived.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return host;
}

describe('sanitizeHotelHtml', () => {
  beforeEach(() => {
    window.__xss = [];
  });

  for (const payload of PAYLOADS) {
    it(`neutralises ${payload.slice(0, 40)}…`, async () => {
      const host = await mount(payload);
      host.querySelector<HTMLElement>('#js-link')?.click();
      host.querySelector<HTMLElement>('[onclick]')?.click();
      host.querySelector<HTMLElement>('div')?.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(window.__xss).to.deep.equal([]);
      expect(
        host.querySelector('script, iframe, form, input, [onerror], [onload], [onclick]'),
      ).to.equal(null);
      host.remove();
    });
  }

  it('keeps harmless markup and fills placeholders as text, never as markup', async () => {
    const host = await mount(
      '<p class="t"><strong>{{facility_name}}</strong> by {{ brand_name }} <a href="https://example.com" target="_blank">site</a></p>',
    );
    expect(host.querySelector('strong')?.textContent).to.equal('Sakura <b>Tokyo</b>');
    expect(host.querySelector('strong b')).to.equal(null);
    expect(host.textContent).to.contain('by Sakura Hotels');
    expect(host.querySelector('a')?.getAttribute('rel')).to.equal('noopener noreferrer');
    host.remove();
  });

  it('holds style attributes to the hotel CSS rules: nothing fixed, images only over https', async () => {
    const host = await mount(
      '<p id="fixed" style="position: fixed; inset: 0; color: red">over the page</p>' +
        '<p id="plain" style="background: url(http://tracker.example/p.gif)">tracked</p>' +
        '<p id="https" style="background-image: url(https://hotel.example/bg.png)">kept</p>',
    );
    const fixed = host.querySelector<HTMLElement>('#fixed');
    expect(fixed?.style.position).to.equal('');
    expect(fixed?.style.color).to.equal('red');
    expect(host.querySelector('#plain')?.getAttribute('style') ?? '').not.to.contain('tracker');
    expect(host.querySelector<HTMLElement>('#https')?.style.backgroundImage).to.contain(
      'https://hotel.example/bg.png',
    );
    host.remove();
  });
});
