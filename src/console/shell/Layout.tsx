import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from '../../react.ts';
import type { Locale } from '../../rules/locales.ts';
import type { ConsoleRoute } from '../routes.ts';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../shared/i18n/console-messages.ts';
import { sessionAtom } from '../shared/session/session-state.ts';
import { HotelSwitcher } from './HotelSwitcher.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Nav } from './Nav.tsx';
import { usePageTitle } from './use-page-title.ts';

const MAIN_ID = 'cs-main';
const NAV_ID = 'cs-nav';

/**
 * The signed-in console's frame: a skip link, the header (brand, hotel switcher, language,
 * who is signed in, sign-out), the navigation (a menu button opens it on a narrow screen) and
 * the page under its `<h1>`. On each new page the heading takes the focus, so a keyboard or
 * screen-reader user starts at the new page, not at the link they left.
 */
export function Layout({
  title,
  route,
  pageKey,
  onLocale,
  onSignOut,
  onHotel,
  children,
}: {
  readonly title: ConsoleMessageId;
  readonly route: ConsoleRoute | undefined;
  /** Changes with every page shown (its address): the focus moves when it does. */
  readonly pageKey: string;
  readonly onLocale: (locale: Locale) => void;
  readonly onSignOut: () => void;
  readonly onHotel: (code: string) => void;
  readonly children: ReactNode;
}) {
  const t = useCT();
  const session = useAtomValue(sessionAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const first = useRef(true);
  usePageTitle(title);
  useEffect(() => {
    setMenuOpen(false);
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [pageKey]);
  return (
    <div className="cs-app">
      <a className="cs-skip" href={`#${MAIN_ID}`}>
        {t('shell.skipLink')}
      </a>
      <header className="cs-header">
        <button
          type="button"
          className="cs-button cs-menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('shell.menuClose') : t('shell.menu')}
        </button>
        <p className="cs-brand">
          <span>{session?.brand.name}</span>
          <span className="cs-muted">{t('shell.title')}</span>
        </p>
        <div className="cs-header-tools">
          <HotelSwitcher onSwitch={onHotel} />
          <LanguageSelect onChange={onLocale} />
          {session ? (
            <span className="cs-muted cs-who">
              {t('shell.signedInAs', { email: session.staff.email })}
            </span>
          ) : null}
          <button type="button" className="cs-button" onClick={onSignOut}>
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <div className="cs-body">
        <Nav id={NAV_ID} open={menuOpen} current={route} />
        <main id={MAIN_ID} className="cs-main" tabIndex={-1}>
          <h1 ref={heading} tabIndex={-1}>
            {t(title)}
          </h1>
          {children}
        </main>
      </div>
    </div>
  );
}
