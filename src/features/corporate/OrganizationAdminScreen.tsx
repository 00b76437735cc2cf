import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type {
  CorporateAdminRow,
  OrganizationReservations,
} from '../../api/contract/organization.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { formatMoney } from '../../money/format-money.ts';
import { useEffect, useId, useState } from '../../react.ts';
import { isOrganizationAdmin, organizationDisplayName } from '../../rules/organization.ts';
import { apiBaseOf } from '../../shared/api/api-base.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { DownloadStatus } from '../../shared/download/DownloadStatus.tsx';
import { useFileDownload } from '../../shared/download/use-file-download.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { currentMember } from '../../shared/member/member-session.ts';
import { RequireMember } from '../../shared/member/RequireMember.tsx';
import { authAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import {
  type AdminFilter,
  downloadUrl,
  fetchDownload,
  loadAdminRows,
  type OrganizationRef,
} from './corporate-api.ts';
import { CORPORATE_CSS } from './corporate-css.ts';
import { downloadFailureMessageId } from './download-failure.ts';

addWidgetStyles(CORPORATE_CSS);

const STATUS: Record<CorporateAdminRow['status'], MessageId> = {
  done: 'account.reservations.status.done',
  payment_pending: 'account.reservations.status.payment_pending',
  cancelled: 'account.reservations.status.cancelled',
};

/**
 * /organization-admin (product.md §6): the organization admin's view of the organization's
 * reservations made through the site, filtered by year and period, with the password-protected
 * ZIP (one CSV per period) of what is shown; its password comes by e-mail. Members who are not
 * admins go to their reservations; the server refuses them the rows anyway.
 */
export function OrganizationAdminScreen({ config }: { config: WidgetConfig }) {
  return (
    <RequireMember>
      <AdminGate config={config} />
    </RequireMember>
  );
}

function AdminGate({ config }: { config: WidgetConfig }) {
  const member = currentMember(useAtomValue(authAtom));
  const { locale } = useLocale();
  if (!member?.organization || !isOrganizationAdmin(member.organization_role))
    return <Redirect to="/my-account/reservations" replace />;
  return (
    <AdminView
      config={config}
      organization={{ brandId: member.hotel_brand_id, id: member.organization.id }}
      name={organizationDisplayName(member.organization, locale)}
    />
  );
}

function AdminView(props: { config: WidgetConfig; organization: OrganizationRef; name: string }) {
  const t = useT();
  const api = useApi();
  const Title = useHeading(1);
  const id = useId();
  const [filter, setFilter] = useState<AdminFilter>({});
  const { brandId, id: organizationId } = props.organization;
  const rows = useLoad(
    (signal) => loadAdminRows(api, props.organization, filter, signal),
    [api, brandId, organizationId, filter.year, filter.period],
  );
  // The filters' choices stay those of the last answer while the next one loads.
  const [periods, setPeriods] = useState<OrganizationReservations['periods']>([]);
  useEffect(() => {
    if (rows.value) setPeriods(rows.value.periods);
  }, [rows.value]);
  const years = [...new Set(periods.map((p) => p.year))];
  const names = [
    ...new Set(
      periods
        .filter((p) => filter.year === undefined || p.year === filter.year)
        .map((p) => p.period),
    ),
  ];
  return (
    <section className="hb-co" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} className="hb-co-title">
        {t('account.corporate.title')}
      </Title>
      <fieldset className="hb-co-filters">
        <legend>{t('account.corporate.filters')}</legend>
        <div className="hb-form">
          <div className="hb-field">
            <label htmlFor={`${id}-year`}>{t('account.corporate.year')}</label>
            <select
              id={`${id}-year`}
              className="hb-select"
              value={filter.year === undefined ? '' : String(filter.year)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilter({ year: value === '' ? undefined : Number(value), period: undefined });
              }}
            >
              <option value="">{t('account.corporate.all')}</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div className="hb-field">
            <label htmlFor={`${id}-period`}>{t('account.corporate.period')}</label>
            <select
              id={`${id}-period`}
              className="hb-select"
              value={filter.period ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilter({ ...filter, period: value === '' ? undefined : value });
              }}
            >
              <option value="">{t('account.corporate.all')}</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <LoadStatus loading={rows.loading} error={rows.error} />
      {rows.value && <RowsTable rows={rows.value.data} organization={props.name} />}
      <Downloads config={props.config} organization={props.organization} filter={filter} />
    </section>
  );
}

function RowsTable({
  rows,
  organization,
}: {
  rows: readonly CorporateAdminRow[];
  organization: string;
}) {
  const t = useT();
  const intl = useIntl();
  const caption = t('account.corporate.caption', { organization });
  if (rows.length === 0) return <p className="hb-muted">{t('account.corporate.none')}</p>;
  const columns: readonly MessageId[] = [
    'account.corporate.number',
    'account.corporate.guest',
    'account.corporate.hotel',
    'account.corporate.checkin',
    'account.corporate.nights',
    'account.corporate.rooms',
    'account.corporate.status',
    'account.corporate.price',
    'account.corporate.maximum',
    'account.corporate.remaining',
    'account.corporate.reserved',
    'account.corporate.period',
    'account.corporate.year',
  ];
  return (
    // The cells wrap rather than scroll sideways: a scrolling region would need a focus stop.
    <div className="hb-co-scroll">
      <table className="hb-co-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reservation_number} data-testid="corporate-row">
              <td>
                <bdi>{row.reservation_number}</bdi>
              </td>
              <td>
                <bdi>{row.guest_name}</bdi>
              </td>
              <td>
                <bdi>{row.hotel_name}</bdi>
              </td>
              <td>{row.checkin_date}</td>
              <td className="hb-co-num">{intl.formatNumber(row.nights)}</td>
              <td className="hb-co-num">{intl.formatNumber(row.rooms)}</td>
              <td>{t(STATUS[row.status])}</td>
              <td className="hb-co-num">{formatMoney(intl, row.price, row.currency)}</td>
              <td className="hb-co-num">{intl.formatNumber(row.maximum_nights)}</td>
              <td className="hb-co-num">{intl.formatNumber(row.remaining_nights)}</td>
              <td className="hb-co-num">{intl.formatNumber(row.reserved_nights)}</td>
              <td>
                <bdi>{row.period}</bdi>
              </td>
              <td>{row.year}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The password-protected ZIP of the filter: fetched, then offered as a link clicked for the
 * admin, who is told that its password went to their sign-in e-mail address (never shown here).
 */
function Downloads(props: {
  config: WidgetConfig;
  organization: OrganizationRef;
  filter: AdminFilter;
}) {
  const t = useT();
  const Heading = useHeading(2);
  const id = useId();
  const auth = useAtomValue(authAtom);
  const file = useFileDownload();

  const download = async () => {
    if (auth.status !== 'member') return;
    const url = downloadUrl(apiBaseOf(props.config), props.organization, props.filter);
    await file.start(() => fetchDownload(url, auth.accessToken, 'reservations.zip'));
  };

  return (
    <section aria-labelledby={`${id}-downloads`}>
      <Heading id={`${id}-downloads`} className="hb-co-heading">
        {t('account.corporate.downloads')}
      </Heading>
      <p className="hb-muted">{t('account.corporate.protected')}</p>
      <div className="hb-co-actions">
        <button
          type="button"
          className="hb-btn hb-btn-quiet"
          disabled={file.state.status === 'loading'}
          onClick={() => void download()}
        >
          {t('account.corporate.downloadZip')}
        </button>
      </div>
      <DownloadStatus
        file={file}
        preparing={t('account.corporate.preparing')}
        preparingClassName="hb-muted"
        save={(filename) => t('account.corporate.save', { file: filename })}
        readyNote={(filename) => t('account.corporate.passwordSent', { file: filename })}
        failed={t(downloadFailureMessageId(file.state))}
      />
    </section>
  );
}
