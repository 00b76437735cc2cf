import { describe, expect, it } from 'vitest';
import { fetchReceipt } from './receipt-download.ts';

const request = { apiBase: 'https://p.example', number: 'S1' };

describe('receipt download', () => {
  it("asks for a PDF, with a member's token, and names it after the reservation", async () => {
    let sent: Headers | undefined;
    const result = await fetchReceipt(
      { ...request, proof: { memberToken: 'tok' } },
      async (_url, init) => {
        sent = new Headers(init?.headers);
        return new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } });
      },
    );
    expect(sent?.get('Accept')).toBe('application/pdf');
    expect(sent?.get('Authorization')).toBe('Bearer tok');
    expect(result).toMatchObject({ ok: true, filename: 'receipt-S1.pdf' });
  });

  it('takes an answer that is not a PDF as a failure', async () => {
    const result = await fetchReceipt(
      { ...request, proof: { email: 'g@example.com' } },
      async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(result).toEqual({ ok: false, status: 200 });
  });
});
