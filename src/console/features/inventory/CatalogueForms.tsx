import {
  RatePlanInputSchema,
  type RatePlanView,
  RoomTypeInputSchema,
  type RoomTypeView,
} from '../../../api/contract/console/inventory.ts';
import {
  createRatePlan,
  createRoomType,
  updateRatePlan,
  updateRoomType,
} from '../../../api/contract/endpoints/console-inventory.ts';
import { LOCALES } from '../../../rules/locales.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  CheckboxField,
  type ConsoleForm,
  ErrorSummary,
  type FormValues,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import {
  type RatePlanValues,
  type RoomTypeValues,
  ratePlanInput,
  ratePlanValues,
  roomTypeInput,
  roomTypeValues,
} from './catalogue-values.ts';

/** The name in each of the eight languages (optional; the plain name shows where one is missing). */
function NamesFields<V extends FormValues & RoomTypeValues>({
  form,
}: {
  readonly form: ConsoleForm<V>;
}) {
  const t = useCT();
  return (
    <details>
      <summary>{t('inventory.form.names')}</summary>
      {LOCALES.map((locale) => (
        <TextField
          key={locale}
          form={form}
          name={`names.${locale}` as never}
          label={t('inventory.form.nameIn', { locale })}
          optional
        />
      ))}
    </details>
  );
}

/** Adds a room type, or edits one (`type`; its code stays). */
export function RoomTypeForm({
  hotel,
  type,
  onSaved,
}: {
  readonly hotel: string;
  readonly type?: RoomTypeView;
  readonly onSaved: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: roomTypeValues(type),
    schema: RoomTypeInputSchema,
    toInput: roomTypeInput,
    onSubmit: async ({ code, ...body }) => {
      if (type) await call(updateRoomType, { params: { hotel, code: type.code }, body });
      else await call(createRoomType, { params: { hotel }, body: { code, ...body } });
      onSaved();
    },
  });
  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={t(type ? 'inventory.type.edit' : 'inventory.type.add')}
    >
      <ErrorSummary form={form} />
      {type ? null : (
        <TextField
          form={form}
          name="code"
          label={t('inventory.form.code')}
          hint={t('inventory.form.codeHint')}
          ltr
        />
      )}
      <TextField form={form} name="name" label={t('inventory.form.name')} />
      <NamesFields form={form as never} />
      <TextField
        form={form}
        name="description"
        label={t('inventory.form.description')}
        multiline
        optional
      />
      <TextField
        form={form}
        name="capacity"
        label={t('inventory.type.capacity')}
        inputMode="numeric"
      />
      <TextField
        form={form}
        name="total_rooms"
        label={t('inventory.type.rooms')}
        inputMode="numeric"
      />
      <CheckboxField form={form} name="published" label={t('inventory.form.published')} />
      <SubmitButton form={form}>{t('inventory.form.save')}</SubmitButton>
    </form>
  );
}

const MEALS = ['none', 'breakfast', 'dinner', 'breakfast_dinner', 'all'] as const;
const PAYMENTS = ['on_site', 'pre_paid'] as const;

/** Adds a rate plan for a room type (on its own prices or derived from a parent), or edits one. */
export function RatePlanForm({
  hotel,
  plan,
  types,
  plans,
  onSaved,
}: {
  readonly hotel: string;
  readonly plan?: RatePlanView;
  readonly types: readonly RoomTypeView[];
  readonly plans: readonly RatePlanView[];
  readonly onSaved: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const initial: RatePlanValues = {
    ...ratePlanValues(plan),
    ...(plan
      ? {}
      : {
          room_type_code: types[0]?.code ?? '',
          cancellation_policy_code: plans[0]?.cancellation_policy_code ?? '',
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
  return (
    <form
      onSubmit={form.submit}
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
      <NamesFields form={form as never} />
      <SelectField
        form={form}
        name="meal"
        label={t('inventory.plan.meal')}
        options={MEALS.map((meal) => ({ value: meal, label: t(`inventory.meal.${meal}`) }))}
      />
      <SelectField
        form={form}
        name="payment_type"
        label={t('inventory.plan.payment')}
        options={PAYMENTS.map((p) => ({ value: p, label: t(`inventory.payment.${p}`) }))}
      />
      <TextField
        form={form}
        name="cancellation_policy_code"
        label={t('inventory.plan.policy')}
        ltr
      />
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
      <SubmitButton form={form}>{t('inventory.form.save')}</SubmitButton>
    </form>
  );
}
