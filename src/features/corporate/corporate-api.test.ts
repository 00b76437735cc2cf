import { describe, expect, it } from 'vitest';
import { downloadUrl, fetchDownload, fileNameOf, filterQuery } from './corporate-api.ts';

const organization = { brandId: 3, id: 7 };

describe('corporate downloads', () => {
  it('asks for the filter shown, leaving out "all"', () => {
    expect(filterQuery({})).toEqual({});
    expect(filterQuery({ year: 2027, period: '上期' })).toEqual({ year: '2027', period: '上期' });
    expect(downloadUrl('https://p.example/', organization, {})).toBe(
      'https://p.example/api/v1/hotel_brands/3/organizations/7/reservations.zip',
    );
    expect(downloadUrl('https://p.example', organization, { year: 2027 })).toBe(
      'https://p.example/api/v1/hotel_brands/3/organizations/7/reservations.zip?year=2027',
    );
  });

  it('names the file as the server does, its UTF-8 name first', () => {
    const answer = (disposition: string | null) =>
      new Response('x', disposition ? { headers: { 'Content-Disposition': disposition } } : {});
    expect(
      fileNameOf(
        answer(`attachment; filename="2027-__.csv"; filename*=UTF-8''2027-%E4%B8%8A%E6%9C%9F.csv`),
        'f.csv',
      ),
    ).toBe('2027-上期.csv');
    expect(fileNameOf(answer('attachment; filename="a.zip"'), 'f.zip')).toBe('a.zip');
    expect(fileNameOf(answer(null), 'f.zip')).toBe('f.zip');
  });

  it('sends the member token and names the file from the answer', async () => {
    let sent: Headers | undefined;
    const ok = await fetchDownload(
      'https://p.example/x.csv',
      'tok',
      'x.csv',
      async (_url, init) => {
        sent = new Headers(init?.headers);
        return new Response('a,b', { headers: { 'Content-Type': 'text/csv' } });
      },
    );
    expect(sent?.get('Authorization')).toBe('Bearer tok');
    expect(ok).toMatchObject({ ok: true, filename: 'x.csv' });
    const named = await fetchDownload(
      'u',
      't',
      'x.zip',
      async () => new Response('z', { headers: { 'Content-Disposition': 'filename="2027.zip"' } }),
    );
    expect(named).toMatchObject({ ok: true, filename: '2027.zip' });
  });
});
