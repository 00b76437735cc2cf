import type { OrganizationDetail } from '../../../api/contract/console/organizations.ts';
import { setConsoleOrganizationPlans } from '../../../api/contract/endpoints/console-organizations.ts';
import { useId, useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import type { OnChanged } from './OrganizationScreen.tsx';

type Plan = OrganizationDetail['plans'][number];

const keyOf = (plan: Plan) => `${plan.hotel_code}/${plan.plan_code}`;

/**
 * The organization's corporate plans: the plans of the brand's hotels that are its own or no
 * organization's, each a check box; Save links the checked ones (only its people may book them)
 * and unlinks the others.
 */
export function PlansSection({
  detail,
  onChanged,
}: {
  readonly detail: OrganizationDetail;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const prefix = useId();
  const [checked, setChecked] = useState(
    () => new Set(detail.plans.filter((p) => p.linked).map(keyOf)),
  );
  const { busy, failure, run } = useAction();
  const toggle = (key: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const save = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const plans = detail.plans
      .filter((p) => checked.has(keyOf(p)))
      .map((p) => ({ hotel_code: p.hotel_code, plan_code: p.plan_code }));
    run(
      () =>
        call(setConsoleOrganizationPlans, { params: { id: String(detail.id) }, body: { plans } }),
      (answer) => onChanged(answer.data, t('organizations.plans.saved')),
    );
  };
  return (
    <section aria-labelledby="organization-plans">
      <h2 id="organization-plans">{t('organizations.plans.title')}</h2>
      <p className="cs-hint">{t('organizations.plans.intro')}</p>
      {detail.plans.length === 0 ? (
        <p>{t('organizations.plans.none')}</p>
      ) : (
        <form onSubmit={save}>
          <fieldset>
            <legend>{t('organizations.plans.title')}</legend>
            {detail.plans.map((plan, index) => {
              const id = `${prefix}-plan-${index}`;
              return (
                <div key={keyOf(plan)} className="cs-field cs-check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked.has(keyOf(plan))}
                    onChange={(event) => toggle(keyOf(plan), event.currentTarget.checked)}
                  />
                  <label htmlFor={id}>
                    <bdi>{plan.name}</bdi> <span className="cs-code cs-muted">{keyOf(plan)}</span>
                    {plan.published ? null : ` (${t('organizations.plans.draft')})`}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <FailureAlert failure={failure} />
          <button
            type="submit"
            className="cs-button cs-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('form.busy') : t('organizations.plans.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
