import type {
  OrganizationDetail,
  OrganizationPeriodInput,
} from '../../../api/contract/console/organizations.ts';
import { OrganizationPeriodInputSchema } from '../../../api/contract/console/organizations.ts';
import { setConsoleOrganizationPeriods } from '../../../api/contract/endpoints/console-organizations.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { ErrorSummary, SubmitButton, TextField, useConsoleForm } from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { Problem } from '../../shared/load/Problem.tsx';
import type { OnChanged } from './OrganizationScreen.tsx';
import { organizationReason } from './organization-text.ts';

type Period = OrganizationDetail['periods'][number];

const inputOf = (p: Period): OrganizationPeriodInput => ({
  year: p.year,
  name: p.name,
  starts_on: p.starts_on,
  ends_on: p.ends_on,
  max_nights: p.max_nights,
});

/** A whole number typed as text; anything else stays text, so the contract names the field. */
const countOf = (typed: string): number | string =>
  /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : typed;

/**
 * The stay allowance: each period (a named range of check-in days of a year) and the nights
 * each person may stay in it. Adding or removing one saves the whole list.
 */
export function PeriodsSection({
  detail,
  onChanged,
}: {
  readonly detail: OrganizationDetail;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const [problem, setProblem] = useState<string | null>(null);
  const save = (periods: readonly OrganizationPeriodInput[]) =>
    call(setConsoleOrganizationPeriods, {
      params: { id: String(detail.id) },
      body: { periods: [...periods] },
    });
  const remove = async (period: Period) => {
    setProblem(null);
    try {
      const answer = await save(detail.periods.filter((p) => p.id !== period.id).map(inputOf));
      onChanged(answer.data, t('organizations.periods.saved'));
    } catch (error) {
      setProblem(t(consoleErrorId(error)));
    }
  };
  const year = String(new Date().getFullYear());
  const form = useConsoleForm({
    initial: { year, name: '', starts_on: '', ends_on: '', max_nights: '' },
    schema: OrganizationPeriodInputSchema,
    toInput: (values) => ({
      ...values,
      year: countOf(values.year),
      max_nights: countOf(values.max_nights),
    }),
    reasonText: organizationReason,
    errorCodes: { [ErrorCode.invalid]: 'organizations.periods.duplicate' },
    onSubmit: async (period) => {
      const answer = await save([...detail.periods.map(inputOf), period]);
      form.set('name', '');
      onChanged(answer.data, t('organizations.periods.saved'));
    },
  });
  return (
    <section aria-labelledby="organization-periods">
      <h2 id="organization-periods">{t('organizations.periods.title')}</h2>
      <p className="cs-hint">{t('organizations.periods.intro')}</p>
      {detail.periods.length === 0 ? (
        <p>{t('organizations.periods.none')}</p>
      ) : (
        <div className="cs-table-wrap">
          <table className="cs-table">
            <caption>{t('organizations.periods.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('organizations.periods.name')}</th>
                <th scope="col">{t('organizations.periods.from')}</th>
                <th scope="col">{t('organizations.periods.to')}</th>
                <th scope="col">{t('organizations.periods.nights')}</th>
                <th scope="col">{t('organizations.people.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.periods.map((period) => (
                <tr key={period.id}>
                  <th scope="row">
                    <bdi>
                      {period.name} {period.year}
                    </bdi>
                  </th>
                  <td>
                    <bdi>{period.starts_on}</bdi>
                  </td>
                  <td>
                    <bdi>{period.ends_on}</bdi>
                  </td>
                  <td>{period.max_nights}</td>
                  <td>
                    <button type="button" className="cs-button" onClick={() => void remove(period)}>
                      {t('organizations.periods.remove', { name: period.name, year: period.year })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Problem text={problem} />
      <form onSubmit={form.submit} noValidate aria-labelledby="organization-period-new">
        <h3 id="organization-period-new">{t('organizations.periods.addTitle')}</h3>
        <ErrorSummary form={form} />
        <TextField
          form={form}
          name="year"
          label={t('organizations.periods.year')}
          inputMode="numeric"
        />
        <TextField form={form} name="name" label={t('organizations.periods.name')} />
        <TextField
          form={form}
          name="starts_on"
          label={t('organizations.periods.from')}
          type="date"
        />
        <TextField form={form} name="ends_on" label={t('organizations.periods.to')} type="date" />
        <TextField
          form={form}
          name="max_nights"
          label={t('organizations.periods.nights')}
          inputMode="numeric"
        />
        <SubmitButton form={form}>{t('organizations.periods.add')}</SubmitButton>
      </form>
    </section>
  );
}
