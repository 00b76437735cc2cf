import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiErrorFromResponse } from './from-response.ts';

describe('apiErrorFromResponse', () => {
  it('builds a server error from the spec shape; the response status wins', () => {
    const error = apiErrorFromResponse(422, {
      errors: [{ title: 'Bad', status: 400, code: 1501, details: { base: ['Limit reached'] } }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 1501, title: 'Bad', local: false });
    expect(error.message).toBe('Limit reached');
  });

  it('uses the title as message when details.base is missing', () => {
    expect(apiErrorFromResponse(400, { title: 'Only a title' }).message).toBe('Only a title');
  });

  it('marks an error without an error body as local', () => {
    const error = apiErrorFromResponse(500, undefined, 'Internal Server Error');
    expect(error).toMatchObject({ status: 500, local: true, title: 'Internal Server Error' });
    expect(apiErrorFromResponse(502, { unexpected: true }).title).toBe('HTTP 502');
    expect(apiErrorFromResponse(502, { unexpected: true }).local).toBe(true);
  });
});
