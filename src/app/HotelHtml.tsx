import { type HeaderPlaceholders, sanitizeHotelHtml } from '../lib/sanitize-html.ts';
import { useEffect, useRef } from '../react.ts';

/** Hotel-supplied header or footer HTML, sanitised, with placeholders filled as text. */
export function HotelHtml({
  html,
  values,
  className,
}: {
  html: string;
  values: HeaderPlaceholders;
  className: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { facility_name, brand_name } = values;
  useEffect(() => {
    ref.current?.replaceChildren(sanitizeHotelHtml(html, { facility_name, brand_name }));
  }, [html, facility_name, brand_name]);
  return <div ref={ref} className={className} />;
}
