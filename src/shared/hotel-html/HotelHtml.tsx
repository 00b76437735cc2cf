import { useAtomValue } from 'jotai/react';
import type { HeaderPlaceholders } from '../../lib/sanitize-html.ts';
import { useLayoutEffect, useRef } from '../../react.ts';
import { initStateAtom } from '../startup/init-state.ts';
import { withSanitiser } from './sanitiser.ts';

/**
 * Hotel-supplied header or footer HTML, sanitised, with placeholders filled as text. The
 * sanitiser (DOMPurify, about 9 KB gzip) loads only when a hotel actually has such HTML, so it
 * stays off the first screen of every other hotel. Startup waits for it when the header or
 * footer has HTML (sanitiser.ts), so here it is usually loaded already and the HTML is put in
 * in the commit that ends startup, before it is painted (a layout effect), with the new main
 * (Shell.tsx) below it: nothing moves. While startup runs the box stays empty, even if the chunk
 * came early: filling it then would push the loading screen down. Otherwise (a notice's HTML, a
 * failed download retried) it fills in when the chunk comes.
 */
export function HotelHtml({
  html,
  values,
  className,
  dir,
}: {
  html: string;
  values: HeaderPlaceholders;
  className: string;
  /** `auto` for a hotel's text block (a notice): its direction follows its own script. */
  dir?: 'auto' | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { facility_name, brand_name } = values;
  const starting = useAtomValue(initStateAtom).status === 'loading';
  useLayoutEffect(() => {
    if (starting) return;
    let current = true;
    withSanitiser(({ sanitizeHotelHtml }) => {
      if (current)
        ref.current?.replaceChildren(sanitizeHotelHtml(html, { facility_name, brand_name }));
    });
    return () => {
      current = false;
    };
  }, [starting, html, facility_name, brand_name]);
  return <div ref={ref} className={className} dir={dir} />;
}
