import { readFileSync } from 'node:fs';

/**
 * The README's embed as written: its `<hotel-booking …>` lines by mode (the inline one has no
 * `mode`). The layout-shift journey and the Lighthouse bench paste them into a plain host page
 * with no CSS of its own, as most hotels will, so what the README promises is what is measured.
 */
export function readmeEmbeds(readme = 'README.md'): Map<string, string> {
  const guide = readFileSync(readme, 'utf8').split('## Embedding guide')[1] ?? '';
  const embeds = new Map<string, string>();
  for (const line of guide.split('\n')) {
    const tag = line.match(/^<hotel-booking [^\n]*<\/hotel-booking>/)?.[0];
    if (!tag) continue;
    const mode = tag.match(/ mode="([^"]+)"/)?.[1] ?? 'inline';
    if (!embeds.has(mode)) embeds.set(mode, tag);
  }
  return embeds;
}

/**
 * A plain hotel page (heading, intro, the widget as `#w`, a long paragraph below it), served
 * through demo/server.ts, which fills in `{{PROVIDER}}`. Without `element` it is the same page
 * without the widget or its script: the baseline the widget's costs are measured against.
 * `css`: the host's own styles, e.g. a block theme's content column.
 */
export function hostPage(element?: string, css = ''): string {
  const script = '<script async src="{{PROVIDER}}/widget/hotel-booking.js"></script>';
  // A first screen written into the page wants the loader after it (README, "First screen from
  // your server"): a loader that ran before the element's content was parsed would not see it.
  const written = !!element?.includes('<template shadowrootmode=');
  const widget = element && !written ? script : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sakura Hotel Tokyo</title>
${widget}${css ? `<style>${css}</style>` : ''}
</head><body>
<h1>Sakura Hotel Tokyo</h1>
<p>A quiet stay in the heart of Tokyo, five minutes from the station.</p>
${element ? element.replace(' hotel-code=', ' id="w" hotel-code=') : ''}
<p id="below">${'Rooms, breakfast and the garden. '.repeat(40)}</p>
${written ? script : ''}</body></html>`;
}

/** The README snippet's reserving child, which a server-written first screen takes the place of. */
export const RESERVE_CHILD =
  '<span slot="reserve" style="display:block;padding-top:var(--hotel-booking-min-height)"></span>';

/**
 * The README's inline embed as a hotel's server writes it (README, "First screen from your
 * server"): with a `locale` (a drawing in no guest's language needs one), and the provider's
 * `/widget/first-screen.html` for its attributes in place of the reserving child.
 */
export async function writtenInlineEmbed(provider: string, inline: string): Promise<string> {
  const element = inline.replace(' hotel-code=', ' locale="en" hotel-code=');
  const attributes = Object.fromEntries(
    [...element.matchAll(/ ([a-z-]+)="([^"]*)"/g)]
      .filter(([, name]) => name !== 'style')
      .map(([, name, value]) => [name, value]),
  );
  const query = new URLSearchParams({ a: JSON.stringify(attributes) });
  const res = await fetch(`${provider}/widget/first-screen.html?${query}`);
  if (res.status !== 200 || !element.includes(RESERVE_CHILD))
    throw new Error(`no first screen to write in: ${res.status} for ${query}`);
  return element.replace(RESERVE_CHILD, await res.text());
}
