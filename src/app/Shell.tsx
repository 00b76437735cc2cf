import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { themeOf } from '../element/theme.ts';
import { useLocale, useT } from '../i18n/react.tsx';
import type { ReactNode } from '../react.ts';
import { useEmbed } from './embed.ts';
import { HotelHtml } from './HotelHtml.tsx';
import { findRoute } from './routes.ts';

/** Header, main area and footer, shown or hidden by the current route's flags. */
export function Shell({ config, children }: { config: WidgetConfig; children: ReactNode }) {
  const [path] = useLocation();
  const { locale, direction } = useLocale();
  const t = useT();
  const embed = useEmbed();
  const route = findRoute(path);
  const theme = themeOf(config);
  const placeholders = { facility_name: theme.facilityName, brand_name: theme.brandName };
  const showHeader = !route?.headless && !route?.hidesHeader;
  return (
    <div className="hb-app" lang={locale.replace('_', '-')} dir={direction}>
      {showHeader && (
        <header className="hb-header">
          {theme.logo && (
            <img className="hb-logo" src={theme.logo} alt={theme.facilityName ?? ''} />
          )}
          {theme.headerHtml ? (
            <HotelHtml className="hb-hotel-html" html={theme.headerHtml} values={placeholders} />
          ) : (
            <p className="hb-title">{theme.facilityName ?? t('search.title')}</p>
          )}
          <span className="hb-spacer" />
          {embed.closable && (
            <button
              type="button"
              className="hb-btn hb-btn-quiet"
              onClick={() => {
                embed.notifyParent('close');
                embed.emit('hotel-booking:close', { mode: 'iframe' });
              }}
            >
              {t('app.close')}
            </button>
          )}
          {route?.backLink && (
            <a className="hb-link" href="/booking/result">
              {t('header.backToSearch')}
            </a>
          )}
        </header>
      )}
      <main className="hb-main">{children}</main>
      {!route?.headless && theme.footerHtml && (
        <footer className="hb-footer">
          <HotelHtml className="hb-hotel-html" html={theme.footerHtml} values={placeholders} />
        </footer>
      )}
    </div>
  );
}
