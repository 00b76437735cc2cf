import { describe, expect, it } from 'vitest';
import { parseSecrets, readConfig } from './config.ts';

describe('OIDC_CLIENT_SECRETS', () => {
  it('reads client_id=secret pairs; a secret may contain "="', () => {
    expect(parseSecrets('a=x, b = y==,broken,=z')).toEqual({ a: 'x', b: 'y==' });
    expect(readConfig({}).oidcClientSecrets).toEqual({});
    expect(readConfig({ OIDC_CLIENT_SECRETS: 'sakura-booking=s3' }).oidcClientSecrets).toEqual({
      'sakura-booking': 's3',
    });
  });
});

describe('FRAME_ANCESTORS', () => {
  it("is unset by default (only the server's own pages frame them), `*` or a list when set", () => {
    expect(readConfig({}).frameAncestors).toBeUndefined();
    expect(readConfig({ FRAME_ANCESTORS: ' ' }).frameAncestors).toBeUndefined();
    expect(readConfig({ FRAME_ANCESTORS: '*' }).frameAncestors).toBe('*');
    expect(
      readConfig({ FRAME_ANCESTORS: 'https://a.example, https://b.example' }).frameAncestors,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});
