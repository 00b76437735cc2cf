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
