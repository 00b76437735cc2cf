/**
 * The part of upstream fontkit 2 (no bundled types) the receipt uses. Its fonts have the shape
 * pdf-lib expects, except that a subset is written with `encode()` instead of the stream of
 * pdf-lib's own (older) fontkit fork; receipt-fonts.ts adapts that one method.
 */
declare module 'fontkit' {
  import type { Font, Subset } from 'pdf-lib/cjs/types/fontkit';

  export interface UpstreamSubset extends Omit<Subset, 'encodeStream'> {
    encode(): Uint8Array;
  }
  export interface UpstreamFont extends Omit<Font, 'createSubset'> {
    createSubset(): UpstreamSubset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): UpstreamFont;
}
