import type { OrganizationDetail } from '../../../api/contract/console/organizations.ts';
import { setConsoleOrganizationPlans } from '../../../api/contract/endpoints/console-organizations.ts';
import { useId, useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ConfirmStep, useConfirmStep } from '../../shared/form/ConfirmStep.tsx';
import { useConsoleIntl, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { useAction } from '../../shared/load/use-action.ts';
import type { OnChanged } from './OrganizationScreen.tsx';
import { unlinkedPlans, unlinkText } from './plan-unlinks.ts';

type Plan = OrganizationDetail['plans'][number];

const keyOf = (plan: Plan) => `${plan.hotel_code}/${plan.plan_code}`;

/**
 * The organization's corporate plans: the plans of the brand's hotels that are its own or no
 * organization's, each a check box; Save links the checked ones (only its people may book them)
 * and unlinks the others. A plan it has, unchecked, is open to every guest once saved: said beside
 * it, and the save asks a second press that names them.
 */
export function PlansSection({
  detail,
  onChanged,
}: {
  readonly detail: OrganizationDetail;
  readonly onChanged: OnChanged;
}) {
  const t = useCT();
  const intl = useConsoleIntl();
  const call = useConsoleCall();
  const prefix = useId();
  const [checked, setChecked] = useState(
    () => new Set(detail.plans.filter((p) => p.linked).map(keyOf)),
  );
  const { busy, failure, run } = useAction();
  const unlinked = unlinkedPlans(detail.plans, checked, keyOf);
  const confirm = useConfirmStep(unlinked.length > 0);
  const toggle = (key: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const save = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!confirm.pass(event)) return;
    const plans = detail.plans
      .filter((p) => checked.has(keyOf(p)))
      .map((p) => ({ hotel_code: p.hotel_code, plan_code: p.plan_code }));
    run(
      () =>
        call(setConsoleOrganizationPlans, { params: { id: String(detail.id) }, body: { plans } }),
      (answer) => onChanged(answer.data, t('organizations.plans.saved')),
    );
  };
  /** No: the unchecked plans it has are checked again, the focus back on the first of them. */
  const keepLinked = (form: HTMLFormElement | null) => {
    setChecked((current) => new Set([...current, ...unlinked.map(keyOf)]));
    const first = unlinked[0];
    const box = first
      ? form?.querySelector(`[id="${prefix}-plan-${detail.plans.indexOf(first)}"]`)
      : null;
    if (box instanceof HTMLElement) box.focus();
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
              const unlinking = unlinked.includes(plan);
              return (
                <div key={keyOf(plan)}>
                  <div className="cs-field cs-check">
                    <input
                      id={id}
                      type="checkbox"
                      checked={checked.has(keyOf(plan))}
                      aria-describedby={unlinking ? `${id}-unlink` : undefined}
                      onChange={(event) => toggle(keyOf(plan), event.currentTarget.checked)}
                    />
                    <label htmlFor={id}>
                      <bdi>{plan.name}</bdi> <span className="cs-code cs-muted">{keyOf(plan)}</span>
                      {plan.published ? null : ` (${t('organizations.plans.draft')})`}
                    </label>
                  </div>
                  {unlinking ? (
                    <p className="cs-alert" role="status" id={`${id}-unlink`}>
                      {t(unlinkText(plan))}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <FailureAlert failure={failure} />
          {confirm.asking ? (
            <ConfirmStep
              warning={t('organizations.plans.unlinkAsk', {
                plans: intl.formatList(
                  unlinked.map((plan) => plan.name),
                  { type: 'conjunction' },
                ),
              })}
              yes={t('organizations.plans.unlinkConfirm')}
              no={t('organizations.plans.unlinkCancel')}
              busy={busy}
              onNo={(form) => keepLinked(form)}
            />
          ) : (
            <button
              type="submit"
              className="cs-button cs-primary"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t('form.busy') : t('organizations.plans.submit')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
