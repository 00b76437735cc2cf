import { useAtomValue } from 'jotai/react';
import { LanguageSelector } from '../i18n/LanguageSelector.tsx';
import { useLocale, useT } from '../i18n/react.tsx';
import { Fragment, Suspense } from '../react.ts';
import { useEmbed } from '../shared/embed/embed.ts';
import { StepLink } from '../shared/embed/StepLink.tsx';
import { HotelHtml } from '../shared/hotel-html/HotelHtml.tsx';
import { allowedLocalesAtom } from '../shared/locale/locale-state.ts';
import { initStateAtom } from '../shared/startup/init-state.ts';
import { CurrencySelector } from './CurrencySelector.tsx';
import type { HeaderModel } from './header-model.ts';
import { preloadable } from './lazy-screen.tsx';
import type { ShellVisibility } from './shell-visibility.ts';
import { useChangeLocale } from './use-change-locale.ts';

/**
 * The sign-in button / member menu: its own chunk, never in the first screen's code. The chunks
 * it imports (as the build splits them today) are asked for beside it, not once it has arrived
 * and been read: a second round trip before its `settings/sign_in_button` call could go out.
 * Unlike the next step's chunks, it loads at once, not on the guest's intent (src/app/intent.ts):
 * the button is drawn on the first screen, and its box is held for it (issue 23). Its texts are
 * the first part's (`header.signIn`), so it neither waits for nor pulls in the later messages;
 * the member menu's texts are drawn only once it is opened, after the guest's intent.
 */
const LoginWidget = preloadable(
  () =>
    Promise.all([
      import('../features/membership/LoginWidget.tsx'),
      import('../features/membership/sign-in-button.ts'),
      import('../shared/member/return-path.ts'),
      import('../rules/organization.ts'),
    ]).then(([m]) => m.LoginWidget),
  { texts: 'first' },
);

const HIDDEN = { visibility: 'hidden' } as const;

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
  const starting = useAtomValue(initStateAtom).status === 'loading';
  // The sign-in button's box, held empty while the widget's chunk loads: the button then fills
  // it and the form below never moves (issue 23). `data-held`: the server's drawing, which
  // shows the button, is not taken over before it is in (src/element/take-over.ts).
  const loginSlot = (
    <span className="hb-btn hb-btn-quiet hb-btn-small" aria-hidden="true" style={HIDDEN} data-held>
      {t('header.signIn')}
    </span>
  );
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
      {/* The controls are new elements once startup is done: they wrap differently then (a
          phone: the language selector drops to a second row beside the currency), and moving
          ones were a layout shift; new elements have nowhere to shift from. The logo and title
          stay the same elements: a new title would be painted anew and become the host page's
          largest contentful paint, at the end of startup (1.1 s later on a Lighthouse phone). */}
      <Fragment key={starting ? 'starting' : 'ready'}>
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
          <Suspense fallback={loginSlot}>
            <LoginWidget />
          </Suspense>
        )}
        {close}
      </Fragment>
    </header>
  );
}
