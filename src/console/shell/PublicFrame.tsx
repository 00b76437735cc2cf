import type { ReactNode } from '../../react.ts';
import type { Locale } from '../../rules/locales.ts';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../shared/i18n/console-messages.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { usePageTitle } from './use-page-title.ts';

/**
 * The frame of the pages for someone not signed in (sign-in, invitation, password reset): the
 * console's name, the language, and the page under its `<h1>`; no navigation. For a hotel's
 * guest (`guest`: an organisation's invitation) without the console's name, which is not theirs.
 */
export function PublicFrame({
  title,
  onLocale,
  guest = false,
  children,
}: {
  readonly title: ConsoleMessageId;
  readonly onLocale: (locale: Locale) => void;
  readonly guest?: boolean;
  readonly children: ReactNode;
}) {
  const t = useCT();
  usePageTitle(title, { withConsoleName: !guest });
  return (
    <div className="cs-public">
      <header className="cs-public-header">
        {guest ? null : <p className="cs-brand">{t('shell.title')}</p>}
        <LanguageSelect onChange={onLocale} />
      </header>
      <main id="cs-main" className="cs-card" tabIndex={-1}>
        <h1 tabIndex={-1}>{t(title)}</h1>
        {children}
      </main>
    </div>
  );
}
