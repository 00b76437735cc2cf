import { useAtomValue } from 'jotai';
import {
  RatePlanInputSchema,
  type RatePlanView,
  type RoomTypeView,
} from '../../../api/contract/console/inventory.ts';
import { getConsolePolicies } from '../../../api/contract/endpoints/console-hotel-lists.ts';
import {
  createRatePlan,
  updateRatePlan,
} from '../../../api/contract/endpoints/console-inventory.ts';
import { listConsoleOrganizations } from '../../../api/contract/endpoints/console-organizations.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { ConfirmStep, useConfirmStep } from '../../shared/form/ConfirmStep.tsx';
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { CataloguePreview } from './CataloguePreview.tsx';
import { DescriptionsFields, NamesFields, NumberFields } from './catalogue-fields.tsx';
import { PREVIEW_MEALS, PREVIEW_PAYMENTS } from './catalogue-preview.ts';
import {
  type RatePlanValues,
  ratePlanInput,
  ratePlanValues,
  roomTypeValues,
} from './catalogue-values.ts';
import {
  defaultPolicy,
  type OrganizationChoice,
  organizationChoices,
  type PolicyChoice,
  policyChoices,
} from './plan-choices.ts';
import { planUnlink, planUnlinkText } from './plan-unlink.ts';

interface PlanFormProps {
  readonly hotel: string;
  readonly plan?: RatePlanView;
  readonly types: readonly RoomTypeView[];
  readonly plans: readonly RatePlanView[];
  readonly onSaved: () => void;
}

/** The lists the plan form chooses from; null: the staff member may not read that list. */
interface PlanLists {
  readonly policies: readonly PolicyChoice[] | null;
  readonly organizations: readonly OrganizationChoice[] | null;
}

/**
 * Adds a rate plan for a room type (on its own prices or derived from a parent), or edits one.
 * Reads the hotel's cancellation policies and the brand's organisations first, each only when the
 * staff member's role may read it (asking without would only be refused).
 */
export function RatePlanForm(props: PlanFormProps) {
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const readPolicies = can('hotel.settings.read');
  const readOrganizations = can('organizations.manage');
  const { hotel } = props;
  const { state, reload } = useLoad(
    async (signal): Promise<PlanLists> => {
      const [policies, organizations] = await Promise.all([
        readPolicies ? call(getConsolePolicies, { params: { hotel }, signal }) : null,
        readOrganizations ? call(listConsoleOrganizations, { signal }) : null,
      ]);
      return {
        policies: policies?.data.items ?? null,
        organizations: organizations?.data ?? null,
      };
    },
    [call, hotel, readPolicies, readOrganizations],
  );
  return (
    <LoadStatus state={state} retry={reload}>
      {(lists) => <RatePlanFields {...props} lists={lists} />}
    </LoadStatus>
  );
}

function RatePlanFields({
  hotel,
  plan,
  types,
  plans,
  lists,
  onSaved,
}: PlanFormProps & { readonly lists: PlanLists }) {
  const t = useCT();
  const call = useConsoleCall();
  const initial: RatePlanValues = {
    ...ratePlanValues(plan),
    ...(plan
      ? {}
      : {
          room_type_code: types[0]?.code ?? '',
          cancellation_policy_code: defaultPolicy(lists.policies, plans),
        }),
  };
  const form = useConsoleForm({
    initial,
    schema: RatePlanInputSchema,
    toInput: ratePlanInput,
    onSubmit: async ({ code, room_type_code, ...body }) => {
      if (plan) await call(updateRatePlan, { params: { hotel, code: plan.code }, body });
      else
        await call(createRatePlan, { params: { hotel }, body: { code, room_type_code, ...body } });
      onSaved();
    },
  });
  const parents = plans.filter(
    (p) =>
      p.code !== plan?.code && p.room_type_code === form.values.room_type_code && !p.derivation,
  );
  const organizationTexts = {
    noOrganization: t('inventory.plan.noOrganization'),
    organizationNumber: (id: string) => t('inventory.plan.organizationNumber', { id }),
  };
  // A corporate plan saved without its organisation is open to every guest: said beside the
  // field as soon as it is cleared, and the save asks a second press.
  const unlink = planUnlink(plan, form.values);
  const confirm = useConfirmStep(unlink !== null);
  const organization = unlink
    ? (organizationChoices(lists.organizations, unlink.organization, organizationTexts).find(
        (choice) => choice.value === unlink.organization,
      )?.label ?? unlink.organization)
    : '';
  const unlinkWarning = unlink ? t(planUnlinkText(unlink), { organization }) : null;
  const keepOrganization = (element: HTMLFormElement | null) => {
    if (!unlink) return;
    form.set('organization_id', unlink.organization);
    const select = element?.elements.namedItem('organization_id');
    if (select instanceof HTMLElement) select.focus();
  };
  return (
    <form
      onSubmit={(event) => {
        if (confirm.pass(event)) form.submit(event);
      }}
      noValidate
      aria-label={t(plan ? 'inventory.plan.edit' : 'inventory.plan.add')}
    >
      <ErrorSummary form={form} />
      {plan ? null : (
        <>
          <TextField
            form={form}
            name="code"
            label={t('inventory.form.code')}
            hint={t('inventory.form.codeHint')}
            ltr
          />
          <SelectField
            form={form}
            name="room_type_code"
            label={t('inventory.plan.roomType')}
            options={types.map((type) => ({ value: type.code, label: type.name }))}
          />
        </>
      )}
      <TextField form={form} name="name" label={t('inventory.form.name')} />
      <NamesFields form={form} />
      <TextField
        form={form}
        name="description"
        label={t('inventory.form.description')}
        multiline
        optional
      />
      <DescriptionsFields form={form} />
      <SelectField
        form={form}
        name="meal"
        label={t('inventory.plan.meal')}
        options={PREVIEW_MEALS.map((meal) => ({ value: meal, label: t(`inventory.meal.${meal}`) }))}
      />
      <SelectField
        form={form}
        name="payment_type"
        label={t('inventory.plan.payment')}
        options={PREVIEW_PAYMENTS.map((p) => ({ value: p, label: t(`inventory.payment.${p}`) }))}
      />
      <SelectField
        form={form}
        name="cancellation_policy_code"
        label={t('inventory.plan.policy')}
        {...(lists.policies ? {} : { hint: t('inventory.plan.policyUnread') })}
        options={policyChoices(lists.policies, form.values.cancellation_policy_code, {
          choosePolicy: t('inventory.plan.choosePolicy'),
        })}
      />
      <fieldset>
        <legend>{t('inventory.plan.flags')}</legend>
        <CheckboxField form={form} name="members_only" label={t('inventory.plan.membersOnly')} />
        <SelectField
          form={form}
          name="organization_id"
          label={t('inventory.plan.organization')}
          {...(lists.organizations ? {} : { hint: t('inventory.plan.organizationUnread') })}
          options={organizationChoices(
            lists.organizations,
            form.values.organization_id,
            organizationTexts,
          )}
        />
        {unlinkWarning ? (
          <p className="cs-alert" role="status">
            {unlinkWarning}
          </p>
        ) : null}
        <CheckboxField form={form} name="includes_flight" label={t('inventory.plan.flight')} />
        <CheckboxField form={form} name="is_day_use" label={t('inventory.plan.dayUse')} />
      </fieldset>
      <fieldset>
        <legend>{t('inventory.plan.periods')}</legend>
        {(
          [
            ['sale_from', 'inventory.plan.saleFrom'],
            ['sale_until', 'inventory.plan.saleUntil'],
            ['stay_from', 'inventory.plan.stayFrom'],
            ['stay_until', 'inventory.plan.stayUntil'],
          ] as const
        ).map(([name, label]) => (
          <TextField key={name} form={form} name={name} label={t(label)} type="date" optional />
        ))}
        <NumberFields
          form={form}
          fields={[
            ['min_nights', 'inventory.plan.minNights', false],
            ['max_nights', 'inventory.plan.maxNights', false],
            ['advance_min_days', 'inventory.plan.advanceMin', true],
            ['advance_max_days', 'inventory.plan.advanceMax', true],
          ]}
        />
      </fieldset>
      <SelectField
        form={form}
        name="parent_plan_code"
        label={t('inventory.plan.parent')}
        options={[
          { value: '', label: t('inventory.plan.ownPrices') },
          ...parents.map((p) => ({ value: p.code, label: p.name })),
        ]}
      />
      {form.values.parent_plan_code ? (
        <TextField
          form={form}
          name="percent"
          label={t('inventory.plan.percent')}
          hint={t('inventory.plan.percentHint')}
          inputMode="decimal"
        />
      ) : null}
      <CheckboxField form={form} name="published" label={t('inventory.form.published')} />
      <CataloguePreview
        source={{
          type: roomTypeValuesOf(types, form.values.room_type_code),
          plan: form.values,
        }}
      />
      {confirm.asking && unlinkWarning ? (
        <ConfirmStep
          warning={unlinkWarning}
          yes={t('inventory.plan.unlinkConfirm')}
          no={t('inventory.plan.unlinkCancel', { organization })}
          busy={form.busy}
          onNo={keepOrganization}
        />
      ) : (
        <SubmitButton form={form}>{t('inventory.form.save')}</SubmitButton>
      )}
    </form>
  );
}

/** The plan's room type as the preview draws it (null: none chosen yet). */
function roomTypeValuesOf(types: readonly RoomTypeView[], code: string) {
  const type = types.find((candidate) => candidate.code === code);
  return type ? roomTypeValues(type) : null;
}
