import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useMemo } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { currentMember } from '../../shared/member/member-session.ts';
import { authAtom } from '../../shared/startup/init-state.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { AllowanceSummary } from './AllowanceSummary.tsx';
import { loadReservations } from './account-api.ts';
import { LotteryEntries } from './LotteryEntries.tsx';
import { Pager } from './Pager.tsx';
import { ReservationRow } from './ReservationRow.tsx';
import { LIST_GROUPS, type ListGroup, listHref, listQueryFrom } from './reservation-list.ts';

const GROUP_LABELS: Record<ListGroup, MessageId> = {
  upcoming: 'account.reservations.upcoming',
  completed: 'account.reservations.completed',
  cancelled: 'account.reservations.cancelled',
  lottery: 'account.reservations.lottery',
};

/** /my-account/reservations: the member's reservations by group, a page at a time. */
export function ReservationsScreen() {
  return (
    <AccountFrame>
      <CorporateAllowance />
      <ReservationsList />
    </AccountFrame>
  );
}

/** A corporate member's allowance above the list (product.md §1); nothing for other members. */
function CorporateAllowance() {
  const member = currentMember(useAtomValue(authAtom));
  return member?.organization ? <AllowanceSummary member={member} /> : null;
}

function ReservationsList() {
  const t = useT();
  const api = useApi();
  const search = useSearch();
  const Heading = useHeading(2);
  const query = useMemo(() => listQueryFrom(search), [search]);
  const lottery = query.status === 'lottery';
  const list = useLoad(lottery ? null : (signal) => loadReservations(api, query, signal), [
    api,
    query.status,
    query.page,
  ]);
  const answer = list.value;
  return (
    <section className="hb-ac" aria-labelledby="hb-ac-list">
      <Heading id="hb-ac-list" className="hb-ac-heading">
        {t('account.reservations.title')}
      </Heading>
      <nav aria-label={t('account.reservations.groups')}>
        <ul className="hb-ac-groups">
          {LIST_GROUPS.map((status) => (
            <li key={status}>
              <StepLink
                className="hb-link"
                href={listHref(search, { status, page: 1 })}
                {...(status === query.status ? { 'aria-current': 'page' as const } : {})}
              >
                {t(GROUP_LABELS[status])}
              </StepLink>
            </li>
          ))}
        </ul>
      </nav>
      {lottery && <LotteryEntries />}
      {!lottery && <LoadStatus loading={list.loading} error={list.error} />}
      {!lottery && list.error && (
        <p>
          <button type="button" className="hb-btn hb-btn-quiet" onClick={list.reload}>
            {t('app.retry')}
          </button>
        </p>
      )}
      {!lottery && answer && answer.data.length === 0 && (
        <p className="hb-muted">{t('account.reservations.none')}</p>
      )}
      {!lottery && answer && answer.data.length > 0 && (
        <ul className="hb-ac-list">
          {answer.data.map((row) => (
            <ReservationRow key={row.reservation_number} row={row} />
          ))}
        </ul>
      )}
      {!lottery && answer && (
        <Pager
          page={answer.page}
          pages={answer.total_pages}
          label={t('account.reservations.paging')}
          hrefOf={(page) => listHref(search, { ...query, page })}
        />
      )}
    </section>
  );
}
