import { useEffect } from '../../react.ts';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../shared/i18n/console-messages.ts';

/** The document's title: the page's, then the console's, in the staff member's language. */
export function usePageTitle(title: ConsoleMessageId): void {
  const t = useCT();
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: t(title) });
  }, [t, title]);
}
