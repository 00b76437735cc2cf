import { describe, expect, it } from 'vitest';
import { intersectHandshake, mergeCapabilities, readHandshake } from './handshake.ts';

describe('handshake', () => {
  it('reads only the handshake JSON', () => {
    expect(readHandshake('{"versions":[]}')).toEqual({ versions: [] });
    expect(readHandshake('not json')).toBeNull();
    expect(readHandshake('{"versions":[{"actions":[]}]}')).toBeNull();
  });

  it('keeps the common version, actions and capabilities', () => {
    const server = {
      version: '2020-10',
      actions: [
        { action: 'action_OTA_Ping' },
        { action: 'action_OTA_HotelInvCountNotif', supports: ['a', 'b'] },
        { action: 'action_OTA_Read' },
      ],
    };
    const client = {
      versions: [
        { version: '2022-10', actions: [{ action: 'action_OTA_Ping' }] },
        {
          version: '2020-10',
          actions: [
            { action: 'action_OTA_Ping' },
            { action: 'action_OTA_HotelInvCountNotif', supports: ['b', 'c'] },
          ],
        },
      ],
    };
    expect(intersectHandshake(client, server)).toEqual({
      versions: [
        {
          version: '2020-10',
          actions: [
            { action: 'action_OTA_Ping' },
            { action: 'action_OTA_HotelInvCountNotif', supports: ['b'] },
          ],
        },
      ],
    });
  });

  it('merges actions that share a capability', () => {
    expect(
      mergeCapabilities([
        { action: 'action_OTA_Read' },
        { action: 'action_OTA_Read' },
        { action: 'x', supports: ['a'] },
        { action: 'x', supports: ['a', 'b'] },
      ]),
    ).toEqual([{ action: 'action_OTA_Read' }, { action: 'x', supports: ['a', 'b'] }]);
  });
});
