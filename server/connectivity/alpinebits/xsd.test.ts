import { describe, expect, it } from 'vitest';
import { officialExample } from './test-client.ts';
import { checkSchema, type SchemaChecker, schemaChecker } from './xsd.ts';

const checkers: SchemaChecker[] = ['wasm'];
if ((await schemaChecker()) === 'native') checkers.push('native');

describe.each(checkers)('checkSchema (%s libxml2)', (use) => {
  it('passes an official example and refuses malformed, invalid and DOCTYPE messages', async () => {
    expect(await checkSchema(officialExample('GuestRequests-OTA_ReadRQ'), use)).toEqual({
      valid: true,
      errors: [],
    });
    const malformed = await checkSchema('<OTA_ReadRQ><ReadRequests>', use);
    expect(malformed.valid).toBe(false);
    expect(malformed.errors.length).toBeGreaterThan(0);
    const invalid = await checkSchema(
      officialExample('GuestRequests-OTA_ReadRQ')
        .replace('<ReadRequests>', '<ReadRequest>')
        .replace('</ReadRequests>', '</ReadRequest>'),
      use,
    );
    expect(invalid.valid).toBe(false);
    expect(invalid.errors.join(' ')).toContain('ReadRequest');
    const doctype = await checkSchema('<!DOCTYPE x [<!ENTITY a "b">]><OTA_ReadRQ/>', use);
    expect(doctype).toEqual({ valid: false, errors: ['a DOCTYPE is not allowed'] });
  });
});
