import type { Member } from '../../api/contract/membership.ts';
import { useIntl, useLocale, useT } from '../../i18n/react.tsx';
import { organizationDisplayName } from '../../rules/organization.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { loadOrganization } from './account-api.ts';
import { accountDate } from './account-date.ts';

/** How many periods the summary shows: the current one and the next. */
const PERIODS_SHOWN = 2;

/**
 * A corporate member's stay allowance (product.md §1, §6), above their reservations: the
 * organization's name and, for the current and next period, the nights left of the maximum
 * and those already reserved — counted by the server from the bookings.
 */
export function AllowanceSummary({ member }: { member: Member }) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useApi();
  const Heading = useHeading(2);
  const organization = member.organization;
  const brandId = member.hotel_brand_id;
  const id = organization?.id ?? 0;
  const load = useLoad(
    (signal) => loadOrganization(api, { brandId, id }, signal),
    [api, brandId, id],
  );
  if (!organization) return null;
  const today = new Date().toISOString().slice(0, 10);
  const periods = (load.value?.allowances ?? [])
    .filter((p) => p.ends_on >= today)
    .reverse()
    .slice(0, PERIODS_SHOWN);
  return (
    <section className="hb-card hb-ac-allowance" aria-labelledby="hb-ac-allowance">
      <Heading id="hb-ac-allowance" className="hb-ac-heading">
        {t('account.allowance.title')}
      </Heading>
      <p>
        {t('account.allowance.organization', {
          name: organizationDisplayName(organization, locale),
        })}
      </p>
      <LoadStatus loading={load.loading} error={load.error} />
      {periods.length > 0 && (
        <ul className="hb-ac-list">
          {periods.map((p) => (
            <li key={`${p.year}-${p.period}`}>
              <strong>
                {t('account.allowance.period', {
                  period: p.period,
                  year: p.year,
                  start: accountDate(intl, p.starts_on),
                  end: accountDate(intl, p.ends_on),
                })}
              </strong>
              <br />
              <span data-testid="allowance-nights">
                {t('account.allowance.nights', {
                  remaining: p.remaining_nights,
                  maximum: p.maximum_nights,
                  reserved: p.reserved_nights,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
