import { HotelHtml } from '../shared/hotel-html/HotelHtml.tsx';
import type { HeaderModel } from './header-model.ts';

/** The hotel's footer HTML (sanitised, placeholders as text); nothing when it has none. */
export function Footer({ model }: { model: HeaderModel }) {
  if (!model.footerHtml) return null;
  const values = { facility_name: model.facilityName, brand_name: model.brandName };
  return (
    <footer className="hb-footer">
      <HotelHtml className="hb-hotel-html" html={model.footerHtml} values={values} />
    </footer>
  );
}
