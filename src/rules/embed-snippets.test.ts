import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embedSnippets } from './embed-snippets.ts';

describe('embed snippets', () => {
  it("are the README's snippets for the hotel, with its code filled in", () => {
    const readme = readFileSync('README.md', 'utf8');
    const snippets = embedSnippets('https://PROVIDER', 'sakura-tokyo');
    expect(readme).toContain(snippets.script);
    expect(readme).toContain(snippets.elements.inline);
    expect(readme).toContain(snippets.elements.iframe);
    // The README's buttons carry a label; the console's take the guest's language.
    expect(readme).toContain(
      snippets.elements.modal.replace('></hotel-booking>', '>Book now</hotel-booking>'),
    );
    expect(snippets.shortcodes.inline).toBe('[hotel_booking hotel_code="sakura-tokyo" /]');
    expect(snippets.shortcodes.modal).toBe(
      '[hotel_booking hotel_code="sakura-tokyo" mode="modal" /]',
    );
    expect(snippets.blocks.inline).toBe(
      '<!-- wp:hotel-booking/widget {"hotelCode":"sakura-tokyo"} /-->',
    );
    // The block as the plugin's README shows the editor storing it.
    expect(readFileSync('integrations/wordpress/README.md', 'utf8')).toContain(
      snippets.blocks.inline,
    );
  });

  it('escapes what it writes into attributes and block comments', () => {
    const snippets = embedSnippets('https://p.example', 'a"b<c--d');
    expect(snippets.elements.inline).toContain('hotel-code="a&quot;b&lt;c--d"');
    expect(snippets.blocks.iframe).not.toContain('c--d');
  });
});
