import { describe, expect, it } from 'vitest';
import { mediaRoutes } from '../routes/media.ts';
import { catalogueSvg } from './photo.ts';

describe('catalogue photos', () => {
  it('draws the same picture for a name every time, another for another name', () => {
    expect(catalogueSvg('kyoto-0042-1')).toBe(catalogueSvg('kyoto-0042-1'));
    expect(catalogueSvg('kyoto-0042-1')).not.toBe(catalogueSvg('kyoto-0042-2'));
    expect(catalogueSvg('kyoto-0042-1')).not.toMatch(/<script|href|on\w+=/i);
  });

  it('serves them as SVG with the room photos’ headers, and nothing outside the pattern', async () => {
    const app = mediaRoutes();
    const res = await app.request('/hotels/kyoto-0042-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toMatch(/^<svg /);
    for (const bad of ['/hotels/../x.svg', '/hotels/Kyoto.svg', '/hotels/a.png'])
      expect((await app.request(bad)).status, bad).toBe(404);
  });
});
