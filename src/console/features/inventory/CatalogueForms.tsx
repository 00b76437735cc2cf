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
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { CataloguePreview } from './CataloguePreview.tsx';
import { DescriptionsFields, NamesFields, NumberFields, PhotosField } from './catalogue-fields.tsx';
import { PREVIEW_MEALS, PREVIEW_PAYMENTS } from './catalogue-preview.ts';
import {
  BED_KINDS,
  type RatePlanValues,
  ratePlanInput,
  ratePlanValues,
  roomTypeInput,
  roomTypeValues,
} from './catalogue-values.ts';

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
      <NamesFields form={form} />
      <TextField
        form={form}
        name="description"
        label={t('inventory.form.description')}
        multiline
        optional
      />
      <DescriptionsFields form={form} />
      <fieldset>
        <legend>{t('inventory.type.occupancy')}</legend>
        <NumberFields
          form={form}
          fields={[
            ['capacity', 'inventory.type.capacity', false],
            ['min_adults', 'inventory.type.minAdults', false],
            ['max_adults', 'inventory.type.maxAdults', true],
            ['max_children', 'inventory.type.maxChildren', true],
            ['size_sqm', 'inventory.type.size', true],
            ['total_rooms', 'inventory.type.rooms', false],
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>{t('inventory.type.beds')}</legend>
        <NumberFields
          form={form}
          fields={BED_KINDS.map((kind) => [`beds.${kind}`, `inventory.bed.${kind}`, true] as const)}
        />
      </fieldset>
      <TextField
        form={form}
        name="amenities"
        label={t('inventory.type.amenities')}
        hint={t('inventory.type.amenitiesHint')}
        optional
      />
      <PhotosField
        hotel={hotel}
        photos={form.values.photos}
        onChange={(photos) => form.set('photos', photos)}
      />
      <CheckboxField form={form} name="published" label={t('inventory.form.published')} />
      <CataloguePreview source={{ type: form.values, plan: null }} />
      <SubmitButton form={form}>{t('inventory.form.save')}</SubmitButton>
    </form>
  );
}

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
      <TextField
        form={form}
        name="cancellation_policy_code"
        label={t('inventory.plan.policy')}
        ltr
      />
      <fieldset>
        <legend>{t('inventory.plan.flags')}</legend>
        <CheckboxField form={form} name="members_only" label={t('inventory.plan.membersOnly')} />
        <TextField
          form={form}
          name="organization_id"
          label={t('inventory.plan.organization')}
          inputMode="numeric"
          optional
        />
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
      <SubmitButton form={form}>{t('inventory.form.save')}</SubmitButton>
    </form>
  );
}

/** The plan's room type as the preview draws it (null: none chosen yet). */
function roomTypeValuesOf(types: readonly RoomTypeView[], code: string) {
  const type = types.find((candidate) => candidate.code === code);
  return type ? roomTypeValues(type) : null;
}
