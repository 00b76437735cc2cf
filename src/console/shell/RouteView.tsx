import { useAtomValue, useSetAtom } from 'jotai';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { useEffect } from '../../react.ts';
import type { Locale } from '../../rules/locales.ts';
import { CONSOLE_ROUTES, type ConsoleRoute, SECURITY_PATH } from '../routes.ts';
import { AreaTexts, useAreaTexts, useCT } from '../shared/i18n/ConsoleI18n.tsx';
import { canAtom, currentHotelAtom, sessionAtom } from '../shared/session/session-state.ts';
import { Layout } from './Layout.tsx';
import { PublicFrame } from './PublicFrame.tsx';
import { findConsoleRoute, routeAddress, signInAddress } from './route-match.ts';
import { useScreen } from './use-screen.ts';

export interface ShellActions {
  readonly onLocale: (locale: Locale) => void;
  readonly onSignOut: () => void;
}

/**
 * The page for the address: a public page in the plain frame; for anyone else the sign-in page
 * (keeping the address to come back to), a member the brand requires a second factor of on
 * their security page until they add one, and a page their role cannot use (or a hotel outside
 * their limit) as "Not allowed".
 */
export function RouteView({ onLocale, onSignOut }: ShellActions) {
  const t = useCT();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const session = useAtomValue(sessionAtom);
  const can = useAtomValue(canAtom);
  const setHotel = useSetAtom(currentHotelAtom);
  const found = findConsoleRoute(CONSOLE_ROUTES, location);
  const route = found?.route;
  const hotel = found?.params.hotel;
  const hotelAllowed = !hotel || session?.hotels.some((h) => h.code === hotel) === true;
  // A hotel's page opened by its address makes it the hotel the console works on.
  useEffect(() => {
    if (hotel && hotelAllowed) setHotel(hotel);
  }, [hotel, hotelAllowed, setHotel]);

  if (route?.kind === 'public' || route?.kind === 'guest') {
    return (
      <PublicFrame title={route.title} onLocale={onLocale} guest={route.kind === 'guest'}>
        <Screen route={route} params={found?.params ?? {}} />
      </PublicFrame>
    );
  }
  if (session === undefined) {
    return (
      <p className="cs-status" role="status">
        {t('shell.loading')}
      </p>
    );
  }
  if (session === null) {
    const signIn = signInAddress(search ? `${location}?${search}` : location);
    // Already there and still no page for it (a build without the sign-in screens): say so
    // rather than send the browser round in circles.
    if (!route && signIn.startsWith(location)) {
      return (
        <PublicFrame title="shell.notFound" onLocale={onLocale}>
          <p>{t('shell.notFoundBody')}</p>
        </PublicFrame>
      );
    }
    return <Redirect to={signIn} replace />;
  }
  const security = findConsoleRoute(CONSOLE_ROUTES, SECURITY_PATH);
  if (session.second_factor.must_set_up && route?.kind !== 'account' && security) {
    return <Redirect to={SECURITY_PATH} replace />;
  }
  const allowed = route && (!route.capability || can(route.capability)) && hotelAllowed;
  return (
    <Layout
      title={!route ? 'shell.notFound' : allowed ? route.title : 'shell.notAllowed'}
      route={route}
      pageKey={location}
      onLocale={onLocale}
      onSignOut={onSignOut}
      onHotel={(code) => {
        if (route && hotel) navigate(routeAddress(route.path, { ...found.params, hotel: code }));
      }}
    >
      {!route ? (
        <Notice text={t('shell.notFoundBody')} />
      ) : allowed ? (
        <Screen route={route} params={found.params} />
      ) : (
        <Notice text={t('shell.notAllowedBody')} />
      )}
    </Layout>
  );
}

function Notice({ text }: { readonly text: string }) {
  const t = useCT();
  return (
    <>
      <p>{text}</p>
      <p>
        <Link href="/">{t('shell.backHome')}</Link>
      </p>
    </>
  );
}

/** A route's screen, once its chunk and its areas' texts are in (never drawn with ids). */
function Screen({
  route,
  params,
}: {
  readonly route: ConsoleRoute;
  readonly params: Readonly<Record<string, string>>;
}) {
  const t = useCT();
  const { state, retry } = useScreen(route);
  const texts = useAreaTexts(route.areas);
  if (state.status === 'ready' && texts.state.status === 'ready') {
    return (
      <AreaTexts value={texts.state.value}>
        <state.Screen params={params} />
      </AreaTexts>
    );
  }
  if (state.status === 'failed' || texts.state.status === 'failed') {
    return (
      <div className="cs-alert" role="alert">
        <p>{t('shell.loadFailed')}</p>
        <button
          type="button"
          className="cs-button"
          onClick={() => {
            if (state.status === 'failed') retry();
            if (texts.state.status === 'failed') texts.retry();
          }}
        >
          {t('shell.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="cs-status" role="status">
      {t('shell.loading')}
    </p>
  );
}
