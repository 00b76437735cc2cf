import { fileURLToPath } from 'node:url';
import { type Config, lintFromString, loadConfig } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './document.ts';

const CONFIG = fileURLToPath(new URL('redocly.yaml', import.meta.url));
/** The name the ignore file gives the document (beside the config, as served: openapi.json). */
const DOCUMENT = fileURLToPath(new URL('openapi.json', import.meta.url));

async function lint(config: Config, doc: Record<string, unknown>) {
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: DOCUMENT,
    config,
  });
  const where = (p: (typeof problems)[number]) =>
    `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;
  return {
    reported: problems.filter((p) => !p.ignored).map(where),
    ignored: problems.filter((p) => p.ignored).map(where),
  };
}

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  let config: Config;
  let served: Awaited<ReturnType<typeof lint>>;
  beforeAll(async () => {
    config = await loadConfig({ configPath: CONFIG });
    served = await lint(config, openApiDocument('https://book.test'));
  });

  it('has no error and no warning (redocly.yaml: recommended-strict)', () => {
    expect(served.reported).toEqual([]);
  });

  it('ignores only the two occurrences the ignore file gives reasons for, and both still occur', () => {
    expect(served.ignored.map((p) => p.split(':')[0]).sort()).toEqual([
      'no-ambiguous-paths #/paths/~1api~1v1~1memberships~1credit_cards~1{id}',
      'no-ambiguous-paths #/paths/~1api~1v1~1memberships~1discount_coupons~1{code}',
    ]);
  });

  it('reports what the recommended rules catch, so the test above can fail', async () => {
    const doc = openApiDocument('https://book.test', {
      // An operation with no 4xx answer (no query, body, path parameter or limit applies).
      bare: { method: 'get', path: '/gateway/thing', auth: 'public', tag: 't', summary: 's' },
    });
    const { reported } = await lint(config, { ...doc, info: { title: 't', version: '1' } });
    expect(reported.map((p) => p.split(' ')[0])).toEqual(
      expect.arrayContaining(['info-license', 'operation-4xx-response']),
    );
  });
});
