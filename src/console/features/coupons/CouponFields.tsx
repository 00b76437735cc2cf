import { SelectField, TextField } from '../../shared/form/index.ts';
import type { ConsoleForm } from '../../shared/form/use-console-form.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { CouponFormValues } from './coupon-form.ts';

/**
 * A code's terms, the same on the new-code and the edit form: the discount, the days it may be
 * used, its limits and the plans it is for.
 */
export function CouponFields({ form }: { readonly form: ConsoleForm<CouponFormValues> }) {
  const t = useCT();
  return (
    <>
      <TextField form={form} name="name" label={t('coupons.field.name')} optional />
      <SelectField
        form={form}
        name="discount_type"
        label={t('coupons.field.type')}
        options={[
          { value: 'percent', label: t('coupons.type.percent') },
          { value: 'amount', label: t('coupons.type.amount') },
        ]}
      />
      <TextField
        form={form}
        name="amount"
        label={t('coupons.field.amount')}
        hint={t('coupons.field.amountHint')}
        inputMode="numeric"
      />
      <TextField form={form} name="valid_from" label={t('coupons.field.validFrom')} type="date" />
      <TextField form={form} name="valid_until" label={t('coupons.field.validUntil')} type="date" />
      <TextField
        form={form}
        name="usage_limit"
        label={t('coupons.field.usageLimit')}
        hint={t('coupons.field.noLimitHint')}
        inputMode="numeric"
        optional
      />
      <TextField
        form={form}
        name="per_member_limit"
        label={t('coupons.field.perMember')}
        hint={t('coupons.field.perMemberHint')}
        inputMode="numeric"
        optional
      />
      <TextField
        form={form}
        name="max_discounted_nights"
        label={t('coupons.field.maxNights')}
        hint={t('coupons.field.maxNightsHint')}
        inputMode="numeric"
        optional
      />
      <SelectField
        form={form}
        name="plans"
        label={t('coupons.field.plans')}
        hint={t('coupons.field.plansHint')}
        options={[
          { value: 'all', label: t('coupons.plans.all') },
          { value: 'include', label: t('coupons.plans.include') },
          { value: 'exclude', label: t('coupons.plans.exclude') },
        ]}
      />
      {form.values.plans === 'all' ? null : (
        <TextField
          form={form}
          name="hotel_plan_codes"
          label={t('coupons.field.planCodes')}
          hint={t('coupons.field.planCodesHint')}
          ltr
        />
      )}
    </>
  );
}
