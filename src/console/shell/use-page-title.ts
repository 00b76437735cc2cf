import { useEffect } from '../../react.ts';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../shared/i18n/console-messages.ts';

/**
 * The document's title: the page's, then the console's (`withConsoleName`: false leaves it out, for a
 * page shown to a hotel's guest), in the reader's language.
 */
export function usePageTitle(title: ConsoleMessageId, { withConsoleName = true } = {}): void {
  const t = useCT();
  useEffect(() => {
    document.title = withConsoleName ? t('shell.pageTitle', { page: t(title) }) : t(title);
  }, [t, title, withConsoleName]);
}
