import { useAtomValue } from 'jotai/react';
import { LanguageSelector } from '../i18n/LanguageSelector.tsx';
import { useLocale, useT } from '../i18n/react.tsx';
import { lazy, Suspense } from '../react.ts';
import { useEmbed } from '../shared/embed/embed.ts';
import { StepLink } from '../shared/embed/StepLink.tsx';
import { HotelHtml } from '../shared/hotel-html/HotelHtml.tsx';
import { allowedLocalesAtom } from '../shared/locale/locale-state.ts';
import { CurrencySelector } from './CurrencySelector.tsx';
import type { HeaderModel } from './header-model.ts';
import type { ShellVisibility } from './shell-visibility.ts';
import { useChangeLocale } from './use-change-locale.ts';

/** The sign-in button / member menu: its own chunk, never in the first screen's code. */
const LoginWidget = lazy(() =>
  import('../features/membership/LoginWidget.tsx').then((m) => ({ default: m.LoginWidget })),
);

export interface HeaderProps {
  model: HeaderModel;
  show: ShellVisibility;
  /** Where the back link and "search" go (Facilities in brand-facility mode). */
  searchPath: string;
}

/** The header: hotel logo and title (or its HTML), language and currency, back link, close. */
export function Header({ model, show, searchPath }: HeaderProps) {
  const t = useT();
  const embed = useEmbed();
  const { locale } = useLocale();
  const allowed = useAtomValue(allowedLocalesAtom);
  const changeLocale = useChangeLocale();
  const placeholders = { facility_name: model.facilityName, brand_name: model.brandName };
  const close = embed.closable && (
    <button
      type="button"
      className="hb-btn hb-btn-quiet hb-btn-small"
      onClick={() => {
        embed.notifyParent('close', {});
        embed.emit('hotel-booking:close', { mode: 'iframe' });
      }}
    >
      {t('app.close')}
    </button>
  );
  if (show.closeButtonOnly) return <header className="hb-header hb-header-close">{close}</header>;
  return (
    <header className="hb-header">
      {model.logo && <img className="hb-logo" src={model.logo} alt={model.title ?? ''} />}
      {model.headerHtml ? (
        <HotelHtml className="hb-hotel-html" html={model.headerHtml} values={placeholders} />
      ) : (
        <p className="hb-title">{model.title ? <bdi>{model.title}</bdi> : t('search.title')}</p>
      )}
      <span className="hb-spacer" />
      {show.backLink && (
        <StepLink className="hb-link" href={searchPath}>
          {t('header.backToSearch')}
        </StepLink>
      )}
      {show.languageSelector && (
        <LanguageSelector
          className="hb-language-selector"
          value={locale}
          locales={allowed}
          onChange={changeLocale}
        />
      )}
      {show.currencySelector && <CurrencySelector />}
      {show.loginWidget && (
        <Suspense fallback={null}>
          <LoginWidget />
        </Suspense>
      )}
      {close}
    </header>
  );
}
