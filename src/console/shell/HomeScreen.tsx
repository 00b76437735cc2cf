import { useAtomValue } from 'jotai';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import { sessionAtom } from '../shared/session/session-state.ts';

/** The console's first page: who is signed in and what the navigation offers them. */
export function HomeScreen() {
  const t = useCT();
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <>
      <p>{t('shell.homeWelcome', { name: session.staff.name || session.staff.email })}</p>
      <p>
        {t(`role.${session.staff.role}`)} · {session.brand.name}
      </p>
      <p>{t('shell.homeIntro')}</p>
    </>
  );
}
