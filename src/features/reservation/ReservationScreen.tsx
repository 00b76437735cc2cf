import { useAtomValue } from 'jotai';
import { Link, useLocation, useSearch } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { Reservation, UpdateSettings } from '../../api/contract/index.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { toApiError } from '../../api/errors/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { hotelToday } from '../../shared/search/criteria.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { type AccessProof, numberFromPath, proofFrom } from './access.ts';
import { ManageActionsPanel } from './ManageActionsPanel.tsx';
import { loadReservation, loadUpdateSettings } from './manage-api.ts';
import { MANAGE_CSS } from './manage-css.ts';
import { manageErrorText } from './manage-errors.ts';
import { ReservationDetails, StatusBadge } from './ReservationDetails.tsx';

addWidgetStyles(MANAGE_CSS);

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError }
  | { status: 'ready'; reservation: Reservation; settings: UpdateSettings | undefined };

/**
 * /reservation/confirmation/{number}?email=… | ?bypass_token=…: the reservation page. It shows
 * what the confirmation shows (with "a confirmation e-mail was sent" after `completed=1`), the
 * status, and the actions allowed now (change, guest details, cancel, receipt) or why not.
 * The bypass token of the e-mail link is proof enough, so the page works in a browser that
 * never saw the booking.
 */
export function ReservationScreen({ config }: { config: WidgetConfig }) {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const settings = useAtomValue(initSettingsAtom);
  const [path] = useLocation();
  const search = useSearch();
  const number = numberFromPath(path);
  const proof = useMemo<AccessProof | undefined>(() => proofFrom(search), [search]);
  const completed = new URLSearchParams(search).get('completed') === '1';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [notice, setNotice] = useState<MessageId | undefined>();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const today = hotelToday(settings?.time_zone);

  const refreshSettings = useCallback(
    (reservation: Reservation) => {
      if (!proof) return;
      loadUpdateSettings(api, reservation.reservation_number, proof).then(
        (fresh) => setLoaded({ status: 'ready', reservation, settings: fresh }),
        () => setLoaded({ status: 'ready', reservation, settings: undefined }),
      );
    },
    [api, proof],
  );

  useEffect(() => {
    if (!proof || !number) return;
    let active = true;
    setLoaded({ status: 'loading' });
    Promise.all([
      loadReservation(api, number, proof),
      // Without settings the page still shows the reservation; changes are then not offered.
      loadUpdateSettings(api, number, proof).catch(() => undefined),
    ]).then(
      ([reservation, fresh]) => {
        if (active) setLoaded({ status: 'ready', reservation, settings: fresh });
      },
      (error: unknown) => {
        if (active) setLoaded({ status: 'failed', error: toApiError(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [api, number, proof]);

  /**
   * Loads the reservation and its settings again without leaving the page (after 3014): the
   * open step keeps what the guest typed and is rebuilt on the fresh reservation.
   */
  const reload = useCallback(async () => {
    if (!proof || !number) return;
    const [reservation, fresh] = await Promise.all([
      loadReservation(api, number, proof),
      loadUpdateSettings(api, number, proof).catch(() => undefined),
    ]);
    setLoaded({ status: 'ready', reservation, settings: fresh });
  }, [api, number, proof]);

  const done = (message: MessageId) => (reservation: Reservation) => {
    setLoaded({ status: 'ready', reservation, settings: undefined });
    refreshSettings(reservation);
    setNotice(message);
    headingRef.current?.focus();
  };

  if (!proof) {
    return (
      <section className="hb-mg" aria-labelledby="hb-mg-title">
        <h2 id="hb-mg-title">{t('manage.title', { number })}</h2>
        <p>{t('manage.noAccess')}</p>
        <p>
          <Link className="hb-link" href="/search">
            {t('manage.findLink')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="hb-mg" aria-labelledby="hb-mg-title">
      <h2 id="hb-mg-title" ref={headingRef} tabIndex={-1}>
        {t('manage.title', { number })}
      </h2>
      {loaded.status === 'loading' && (
        <p className="hb-loader" role="status" aria-live="polite">
          {t('app.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <>
          <p className="hb-error" role="alert">
            {manageErrorText(intl, loaded.error)}
          </p>
          <p>
            <Link className="hb-link" href="/search">
              {t('manage.findLink')}
            </Link>
          </p>
        </>
      )}
      <div role="status">{notice && <p className="hb-mg-ok">{t(notice)}</p>}</div>
      {loaded.status === 'ready' && (
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
