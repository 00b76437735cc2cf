import { Link } from 'wouter';
import { RESERVATION_SOURCES } from '../../../api/contract/console/reservations.ts';
import { listDeskReservations } from '../../../api/contract/endpoints/console-reservations.ts';
import { formatMoney } from '../../../money/format-money.ts';
import { useCallback, useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { useDeskStyles } from './desk-css.ts';
import { DeskFilterSchema, type DeskFilters, deskQuery, NO_FILTERS } from './desk-filters.ts';
import { useLiveUpdates } from './use-live-updates.ts';

/**
 * `/hotels/:hotel/reservations`: the desk. Search by number, name, e-mail or phone; filter by
 * status, today's arrivals/departures/in house, stay dates and source; sort; pages of 50. The
 * list updates by itself when a booking of the hotel is made or changes anywhere (the live
 * stream), and says so to screen readers.
 */
export function DeskScreen({ params }: ConsoleScreenProps) {
  useDeskStyles();
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const hotel = params.hotel ?? '';
  const [filters, setFilters] = useState<DeskFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const { state, reload, refresh } = useLoad(
    (signal) =>
      call(listDeskReservations, { params: { hotel }, query: deskQuery(filters, page), signal }),
    [call, hotel, filters, page],
  );
  const onChange = useCallback(
    (change: { reservation_number: string; kind: string } | null) => {
      // The list stays on screen while it is asked again (focus and place kept).
      refresh();
      if (change)
        setAnnouncement(
          t('reservations.live.changed', {
            number: change.reservation_number,
            kind: t(kindId(change.kind)),
          }),
        );
    },
    [refresh, t],
  );
  const live = useLiveUpdates(hotel, onChange);
  const form = useConsoleForm({
    initial: NO_FILTERS,
    schema: DeskFilterSchema,
    onSubmit: async (next: DeskFilters) => {
      setPage(1);
      setFilters(next);
    },
  });
  const option = (value: string, label: string) => ({ value, label });
  return (
    <>
      <p className="cs-status" data-live={live}>
        {t(`reservations.live.${live}`)}
      </p>
      <p className="cs-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <form
        onSubmit={form.submit}
        noValidate
        className="cs-filters"
        aria-label={t('reservations.filter.q')}
      >
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="q"
          type="search"
          label={t('reservations.filter.q')}
          hint={t('reservations.filter.qHint')}
          optional
        />
        <SelectField
          form={form}
          name="today"
          label={t('reservations.filter.today')}
          options={[
            option('', t('reservations.filter.any')),
            option('arrivals', t('reservations.today.arrivals')),
            option('departures', t('reservations.today.departures')),
            option('in_house', t('reservations.today.in_house')),
          ]}
        />
        <SelectField
          form={form}
          name="status"
          label={t('reservations.filter.status')}
          options={[
            option('', t('reservations.filter.any')),
            option('done', t('reservations.status.done')),
            option('payment_pending', t('reservations.status.payment_pending')),
            option('cancelled', t('reservations.status.cancelled')),
          ]}
        />
        <TextField
          form={form}
          name="stay_from"
          type="date"
          label={t('reservations.filter.stayFrom')}
          optional
        />
        <TextField
          form={form}
          name="stay_to"
          type="date"
          label={t('reservations.filter.stayTo')}
          optional
        />
        <SelectField
          form={form}
          name="source"
          label={t('reservations.filter.source')}
          options={[
            option('', t('reservations.filter.any')),
            ...RESERVATION_SOURCES.map((s) => option(s, t(`reservations.source.${s}`))),
          ]}
        />
        <SelectField
          form={form}
          name="sort"
          label={t('reservations.filter.sort')}
          options={[
            option('-created', t('reservations.sort.newest')),
            option('created', t('reservations.sort.oldest')),
            option('checkin', t('reservations.sort.checkin')),
            option('-checkin', t('reservations.sort.checkinLast')),
            option('name', t('reservations.sort.name')),
            option('-total', t('reservations.sort.total')),
          ]}
        />
        <SubmitButton form={form}>{t('reservations.filter.apply')}</SubmitButton>
      </form>
      <LoadStatus state={state} retry={reload}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p>{t('reservations.empty')}</p>
          ) : (
            <>
              <p className="cs-status">
                {t('reservations.count', {
                  total: answer.meta.total,
                  today: answer.meta.hotel_today,
                })}
              </p>
              <div className="cs-table-wrap">
                <table className="cs-table">
                  <caption className="cs-visually-hidden">{t('reservations.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('reservations.col.number')}</th>
                      <th scope="col">{t('reservations.col.guest')}</th>
                      <th scope="col">{t('reservations.col.stay')}</th>
                      <th scope="col">{t('reservations.col.rooms')}</th>
                      <th scope="col">{t('reservations.col.total')}</th>
                      <th scope="col">{t('reservations.col.status')}</th>
                      <th scope="col">{t('reservations.col.source')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.map((row) => (
                      <tr key={row.reservation_number}>
                        <td>
                          <Link
                            href={`/hotels/${encodeURIComponent(hotel)}/reservations/${encodeURIComponent(row.reservation_number)}`}
                            className="cs-code"
                          >
                            {row.reservation_number}
                          </Link>
                        </td>
                        <td>
                          {row.guest_name}
                          <br />
                          <span className="cs-muted cs-code">{row.email}</span>
                        </td>
                        <td>
                          {t('reservations.stay', {
                            checkin: intl.formatDate(`${row.checkin_date}T00:00:00Z`, {
                              timeZone: 'UTC',
                              dateStyle: 'medium',
                            }),
                            checkout: intl.formatDate(`${row.checkout_date}T00:00:00Z`, {
                              timeZone: 'UTC',
                              dateStyle: 'medium',
                            }),
                          })}
                        </td>
                        <td>{row.rooms}</td>
                        <td>{formatMoney(intl, row.total_price, row.currency)}</td>
                        <td>{t(`reservations.status.${row.status}`)}</td>
                        <td>{t(`reservations.source.${row.source}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="cs-actions" aria-label={t('reservations.pages')}>
                <button
                  type="button"
                  className="cs-button"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('reservations.previous')}
                </button>
                <span>
                  {t('reservations.page', {
                    page,
                    pages: Math.max(1, Math.ceil(answer.meta.total / answer.meta.per_page)),
                  })}
                </span>
                <button
                  type="button"
                  className="cs-button"
                  disabled={page * answer.meta.per_page >= answer.meta.total}
                  onClick={() => setPage(page + 1)}
                >
                  {t('reservations.next')}
                </button>
              </nav>
            </>
          )
        }
      </LoadStatus>
    </>
  );
}

/** The message of a timeline event's kind (`payment.captured` → reservations.event.payment.captured). */
export function kindId(kind: string) {
  const known = [
    'created',
    'confirmed',
    'changed',
    'guest_changed',
    'cancelled',
    'note',
    'mail.sent',
    'mail.failed',
    'mail.link',
    'price_override',
    'pay_link.created',
    'erased',
    'payment.pre_3d_secure',
    'payment.authorized',
    'payment.captured',
    'payment.capturing',
    'payment.failed',
    'payment.cancelled',
    'payment.refunded',
  ] as const;
  const found = known.find((k) => k === kind);
  return `reservations.event.${found ?? 'other'}` as const;
}
