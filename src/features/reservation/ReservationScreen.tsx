import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { ApiClient } from '../../api/client/types.ts';
import type { Reservation, UpdateSettings } from '../../api/contract/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useCallback, useMemo, useRef, useState } from '../../react.ts';
import { hotelToday } from '../../rules/dates.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { authAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { type AccessProof, numberFromPath, proofFrom } from './access.ts';
import { ManageActionsPanel } from './ManageActionsPanel.tsx';
import { loadReservation, loadUpdateSettings } from './manage-api.ts';
import { MANAGE_CSS } from './manage-css.ts';
import { manageErrorText } from './manage-errors.ts';
import { ReservationDetails, StatusBadge } from './ReservationDetails.tsx';

addWidgetStyles(MANAGE_CSS);

/** The reservation and what may change on it now (undefined: changes are not offered). */
interface Page {
  readonly reservation: Reservation;
  readonly settings: UpdateSettings | undefined;
}

/** The reservation with its update settings; without settings the page still shows it. */
async function loadPage(api: ApiClient, number: string, proof: AccessProof): Promise<Page> {
  const [reservation, settings] = await Promise.all([
    loadReservation(api, number, proof),
    loadUpdateSettings(api, number, proof).catch(() => undefined),
  ]);
  return { reservation, settings };
}

/**
 * /reservation/confirmation/{number}?email=… | ?bypass_token=…: the reservation page. It shows
 * what the confirmation shows (with "a confirmation e-mail was sent" after `completed=1`), the
 * status, and the actions allowed now (change, guest details, cancel, receipt) or why not.
 * The bypass token of the e-mail link is proof enough, so the page works in a browser that
 * never saw the booking; a signed-in member needs neither (their own reservations).
 */
export function ReservationScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const settings = useAtomValue(initSettingsAtom);
  const [path] = useLocation();
  const search = useSearch();
  const number = numberFromPath(path);
  const auth = useAtomValue(authAtom);
  // A signed-in member opens their own reservation (my reservations) with the session alone.
  // Only signing in or out changes the proof: a refreshed access token must not reload the
  // page (and drop what a manage step holds).
  const memberToken = auth.status === 'member' ? auth.accessToken : undefined;
  const proof = useMemo<AccessProof | undefined>(
    () => proofFrom(search, memberToken),
    [search, memberToken !== undefined],
  );
  const completed = new URLSearchParams(search).get('completed') === '1';
  const [notice, setNotice] = useState<MessageId | undefined>();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // The page's one h1 in the hosted app; an h2 inside the hotel's page.
  const Title = useHeading(1);
  const today = hotelToday(settings?.time_zone);

  const page = useLoad(proof && number ? () => loadPage(api, number, proof) : null, [
    api,
    number,
    proof,
  ]);
  const { replace } = page;

  const refreshSettings = useCallback(
    (reservation: Reservation) => {
      if (!proof) return;
      loadUpdateSettings(api, reservation.reservation_number, proof).then(
        (fresh) => replace({ reservation, settings: fresh }),
        () => replace({ reservation, settings: undefined }),
      );
    },
    [api, proof, replace],
  );

  /**
   * Loads the reservation and its settings again without leaving the page (after 3014): the
   * open step keeps what the guest typed and is rebuilt on the fresh reservation.
   */
  const reload = useCallback(async () => {
    if (!proof || !number) return;
    replace(await loadPage(api, number, proof));
  }, [api, number, proof, replace]);

  const done = (message: MessageId) => (reservation: Reservation) => {
    replace({ reservation, settings: undefined });
    refreshSettings(reservation);
    setNotice(message);
    headingRef.current?.focus();
  };

  const loaded = page.value;
  if (!proof) {
    return (
      <section className="hb-mg" aria-labelledby="hb-mg-title">
        <Title id="hb-mg-title" className="hb-mg-title">
          {t('manage.title', { number })}
        </Title>
        <p>{t('manage.noAccess')}</p>
        <p>
          <StepLink className="hb-link" href="/search">
            {t('manage.findLink')}
          </StepLink>
        </p>
      </section>
    );
  }

  return (
    <section className="hb-mg" aria-labelledby="hb-mg-title">
      <Title id="hb-mg-title" className="hb-mg-title" ref={headingRef} tabIndex={-1}>
        {t('manage.title', { number })}
      </Title>
      {page.loading && (
        <p className="hb-loader" role="status" aria-live="polite">
          {t('app.loading')}
        </p>
      )}
      {page.error && (
        <>
          <p className="hb-error" role="alert">
            {manageErrorText(intl, page.error)}
          </p>
          <p>
            <StepLink className="hb-link" href="/search">
              {t('manage.findLink')}
            </StepLink>
          </p>
        </>
      )}
      <div role="status">{notice && <p className="hb-mg-ok">{t(notice)}</p>}</div>
      {loaded && (
        <>
          {completed && loaded.reservation.status !== 'cancelled' && (
            <p className="hb-mg-ok">{t('manage.completed', { email: loaded.reservation.email })}</p>
          )}
          <StatusBadge status={loaded.reservation.status} />
          <ManageActionsPanel
            config={config}
            reservation={loaded.reservation}
            settings={loaded.settings}
            proof={proof}
            today={today}
            onCancelled={done('manage.cancel.done')}
            onChanged={done('manage.change.done')}
            onGuestsSaved={done('manage.guests.done')}
            onStep={() => setNotice(undefined)}
            onReload={reload}
          />
          <ReservationDetails reservation={loaded.reservation} />
        </>
      )}
    </section>
  );
}
