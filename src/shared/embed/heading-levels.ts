import { type Embed, useEmbed } from './embed.ts';

/** The heading elements a screen uses. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

/** A heading's place in a screen: 1 its title, 2 a section of it, 3 a part of a section. */
export type HeadingRank = 1 | 2 | 3;

/**
 * The element of a heading of `rank`. The hosted app is the whole page, so a screen's title is
 * its one h1; the inline widget sits inside a hotel's page, which has its own h1, so the
 * widget's title is an h2 and everything below moves down one level with it.
 */
export function headingTag(kind: Embed['kind'], rank: HeadingRank): HeadingTag {
  const tags = ['h1', 'h2', 'h3', 'h4'] as const;
  return tags[rank - (kind === 'hosted' ? 1 : 0)] ?? 'h4';
}

/** {@link headingTag} for the running embedding: `const H = useHeading(1); <H>…</H>`. */
export function useHeading(rank: HeadingRank): HeadingTag {
  return headingTag(useEmbed().kind, rank);
}
