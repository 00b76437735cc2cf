import type { HeaderPlaceholders } from '../../lib/sanitize-html.ts';
import { useEffect, useRef } from '../../react.ts';

/**
 * Hotel-supplied header or footer HTML, sanitised, with placeholders filled as text. The
 * sanitiser (DOMPurify, about 9 KB gzip) loads only when a hotel actually has such HTML, so it
 * stays off the first screen of every other hotel.
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
  useEffect(() => {
    let current = true;
    void import('../../lib/sanitize-html.ts').then(({ sanitizeHotelHtml }) => {
      if (current)
        ref.current?.replaceChildren(sanitizeHotelHtml(html, { facility_name, brand_name }));
    });
    return () => {
      current = false;
    };
  }, [html, facility_name, brand_name]);
  return <div ref={ref} className={className} dir={dir} />;
}
