import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { CONSOLE_ROUTES, type ConsoleRoute } from '../routes.ts';
import { useCT } from '../shared/i18n/ConsoleI18n.tsx';
import { canAtom, currentHotelAtom } from '../shared/session/session-state.ts';
import { routeAddress } from './route-match.ts';

/**
 * The console's sections the member's role may use (routes.ts `nav`), a hotel's under the hotel
 * chosen in the header. What the role cannot use is not listed at all.
 */
export function Nav({
  open,
  current,
  id,
}: {
  readonly open: boolean;
  /** The route on screen (`aria-current`). */
  readonly current: ConsoleRoute | undefined;
  readonly id: string;
}) {
  const t = useCT();
  const can = useAtomValue(canAtom);
  const hotel = useAtomValue(currentHotelAtom);
  const items = CONSOLE_ROUTES.filter(
    (route) =>
      route.nav &&
      (!route.capability || can(route.capability)) &&
      (!route.path.includes(':hotel') || hotel),
  );
  return (
    <nav id={id} className={open ? 'cs-nav cs-nav-open' : 'cs-nav'} aria-label={t('shell.nav')}>
      <ul>
        {items.map((route) => (
          <li key={route.path}>
            <Link
              href={routeAddress(route.path, hotel ? { hotel: hotel.code } : {})}
              aria-current={route === current ? 'page' : undefined}
            >
              {t(route.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
