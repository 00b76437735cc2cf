import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import type { ApiError } from '../../api/errors/api-error.ts';
import { useIntl, useT } from '../../i18n/react.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { RequireMember } from '../../shared/member/RequireMember.tsx';
import { authAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { numberFromPath } from './access.ts';
import { loadReservation } from './manage-api.ts';
import { MANAGE_CSS } from './manage-css.ts';
import { manageErrorText } from './manage-errors.ts';
import { ReservationDetails, StatusBadge } from './ReservationDetails.tsx';

addWidgetStyles(MANAGE_CSS);

/**
 * The server refuses a reservation the session does not own as not found (403 or 404 alike,
 * so a member cannot probe other guests' numbers): both read "not one of yours".
 */
export function isNotTheirs(error: ApiError): boolean {
  return error.status === 403 || error.status === 404;
}

/**
 * /review-reservation/{number}?hotelId (login required): a signed-in member's read-only view of
 * one of their reservations, by the session alone. Changes and cancellation stay on the
 * reservation page, linked from here.
 */
export function ReviewReservationScreen() {
  return (
    <RequireMember>
      <Review />
    </RequireMember>
  );
}

function Review() {
  const api = useApi();
  const t = useT();
  const intl = useIntl();
  const Title = useHeading(1);
  const [path] = useLocation();
  const number = numberFromPath(path);
  const auth = useAtomValue(authAtom);
  const signedIn = auth.status === 'member';
  const page = useLoad(
    signedIn && number
      ? () => loadReservation(api, number, { memberToken: auth.accessToken })
      : null,
    [api, number, signedIn],
  );
  const reservation = page.value;
  return (
    <section className="hb-mg" aria-labelledby="hb-review-title">
      <Title id="hb-review-title" className="hb-mg-title">
        {t('account.review.title', { number })}
      </Title>
      {page.loading && signedIn && (
        <p className="hb-loader" role="status" aria-live="polite">
          {t('app.loading')}
        </p>
      )}
      {page.error && (
        <p className="hb-error" role="alert">
          {isNotTheirs(page.error)
            ? t('account.review.notYours')
            : manageErrorText(intl, page.error)}
        </p>
      )}
      {reservation && (
        <>
          <StatusBadge status={reservation.status} />
          <p>
            <StepLink
              className="hb-link"
              href={`/reservation/confirmation/${encodeURIComponent(reservation.reservation_number)}`}
            >
              {t('account.review.manage')}
            </StepLink>
          </p>
          <ReservationDetails reservation={reservation} />
        </>
      )}
      <p>
        <StepLink className="hb-link" href="/my-account/reservations">
          {t('account.review.back')}
        </StepLink>
      </p>
    </section>
  );
}
