import { describe, expect, it } from 'vitest';
import { fetchFile } from './fetch-file.ts';

const named = { nameOf: () => 'f.pdf' };

describe('fetchFile', () => {
  it('sends the request as given and names the file from the answer', async () => {
    let asked: { url: string; init: RequestInit | undefined } | undefined;
    const result = await fetchFile(
      'https://p.example/f',
      { credentials: 'omit', headers: { Accept: 'text/csv' } },
      { nameOf: (response) => response.headers.get('X-Name') ?? 'none' },
      async (url, init) => {
        asked = { url: String(url), init };
        return new Response('a,b', { headers: { 'X-Name': 'rows.csv' } });
      },
    );
    expect(asked).toEqual({
      url: 'https://p.example/f',
      init: { credentials: 'omit', headers: { Accept: 'text/csv' } },
    });
    expect(result).toMatchObject({ ok: true, filename: 'rows.csv' });
    expect(result.ok && (await result.blob.text())).toBe('a,b');
  });

  it('reports a refusal with its status and a network failure with 0', async () => {
    const refused = await fetchFile('u', {}, named, async () => new Response('', { status: 403 }));
    expect(refused).toEqual({ ok: false, status: 403 });
    const offline = await fetchFile('u', {}, named, async () => {
      throw new TypeError('network');
    });
    expect(offline).toEqual({ ok: false, status: 0 });
  });

  it("keeps a refusal's catalogue code, and only a code of the spec's error shape", async () => {
    const body = { errors: [{ title: 't', status: 429, code: 1600, details: { base: ['x'] } }] };
    const limited = await fetchFile('u', {}, named, async () =>
      Response.json(body, { status: 429, headers: { 'Retry-After': '60' } }),
    );
    expect(limited).toEqual({ ok: false, status: 429, code: 1600 });
    const html = await fetchFile(
      'u',
      {},
      named,
      async () => new Response('<html>', { status: 502 }),
    );
    expect(html).toEqual({ ok: false, status: 502 });
    const other = await fetchFile('u', {}, named, async () =>
      Response.json({ errors: [{ code: '1600' }] }, { status: 429 }),
    );
    expect(other).toEqual({ ok: false, status: 429 });
  });

  it('takes a success of another type than asked for as a failure', async () => {
    const pdf = { ...named, type: 'application/pdf' };
    const page = await fetchFile(
      'u',
      {},
      pdf,
      async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(page).toEqual({ ok: false, status: 200 });
    const file = await fetchFile(
      'u',
      {},
      pdf,
      async () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf; v=1' } }),
    );
    expect(file).toMatchObject({ ok: true, filename: 'f.pdf' });
  });
});
