import { describe, expect, it } from 'vitest';
import { downloadFailureMessageId } from './download-failure.ts';

describe('downloadFailureMessageId', () => {
  it('says the download limit was reached for code 1600', () => {
    expect(downloadFailureMessageId({ status: 'failed', code: 1600 })).toBe('error.code.1600');
  });

  it('keeps the general message for other failures', () => {
    expect(downloadFailureMessageId({ status: 'failed' })).toBe('account.corporate.failed');
    expect(downloadFailureMessageId({ status: 'failed', code: 9500 })).toBe(
      'account.corporate.failed',
    );
  });
});
