import { describe, expect, it } from 'vitest';
import { hostedEmbed } from './hosted-embed.ts';

const posted: Record<string, unknown>[] = [];
const bridge = {
  connected: true,
  origin: 'https://hotel.example',
  post: (m: Record<string, unknown>) => posted.push(m),
};

describe('hostedEmbed', () => {
  it('gives its links the page’s hotel and language (a link opened in a new tab)', () => {
    const embed = hostedEmbed(bridge, false);
    expect(embed.linkAddress?.('/forgot-password', 'code=sakura-tokyo&locale=ja')).toBe(
      '/forgot-password?code=sakura-tokyo&locale=ja',
    );
    expect(embed.linkAddress?.('/search?code=other', 'code=sakura-tokyo')).toBe(
      '/search?code=other',
    );
  });

  it('talks to the parent through the bridge', () => {
    const embed = hostedEmbed(bridge, true);
    expect([embed.kind, embed.closable, embed.chatbot, embed.parentOrigin]).toEqual([
      'hosted',
      true,
      true,
      'https://hotel.example',
    ]);
    embed.notifyParent('close', {});
    expect(posted.at(-1)).toEqual({ action: 'close' });
  });
});
