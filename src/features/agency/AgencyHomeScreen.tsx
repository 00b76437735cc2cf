import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { apiBaseOf } from '../../shared/api/api-base.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { AssistBox } from './AssistBox.tsx';
import { AGENCY_CSS } from './agency-css.ts';
import { FiltersForm } from './FiltersForm.tsx';

addWidgetStyles(AGENCY_CSS);

/**
 * The agency site's home (`/`, and `/test`): ask in plain language, or search the classic way
 * by area, keyword, dates and guests. Both lead to /search-hotels.
 */
export function AgencyHomeScreen({ config }: { config: WidgetConfig }) {
  const t = useT();
  return (
    <section className="hb-agency">
      <h1 className="hb-screen-title">{t('agency.home.title')}</h1>
      <p className="hb-muted">{t('agency.home.intro')}</p>
      <AssistBox apiBase={apiBaseOf(config)} />
      <h2 className="hb-agency-subtitle">{t('agency.home.classic')}</h2>
      <FiltersForm query={{}} full={false} />
    </section>
  );
}
