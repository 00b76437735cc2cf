import { describe, expect, it } from 'vitest';
import { laterPrefixes } from '../../scripts/rollup-precompile-messages.mjs';
import { LATER_MESSAGE_PREFIXES } from '../../src/i18n/message-groups.ts';

describe('the message precompiler', () => {
  it('splits by exactly the prefixes the app declares (comments in the list included)', () => {
    expect(laterPrefixes()).toEqual([...LATER_MESSAGE_PREFIXES]);
  });
});
