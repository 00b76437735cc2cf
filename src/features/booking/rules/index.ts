/**
 * Pure validation rules of the booking step (product §5, doc 2 §8–9). Each rule returns the
 * i18n key of the message to show next to its field, or `undefined` when the value is valid.
 */

export * from '../../../rules/promotion.ts';
export * from '../../../rules/visibility.ts';
export type * from '../../../shared/form/rule-types.ts';
export * from '../../../shared/form/text.ts';
export * from '../../../shared/guest/guest-fields.ts';
export * from '../../../shared/guest/guest-form.ts';
export * from '../../../shared/guest/guest-name.ts';
export * from '../../../shared/guest/receipt.ts';
export * from '../../../shared/payment/card-brand.ts';
export * from '../../../shared/payment/card-fields.ts';
export * from '../../../shared/payment/card-limits.ts';
export * from '../../../shared/payment/payment.ts';
export * from './answers.ts';
export * from './coupon.ts';
export * from './extras.ts';
export * from './payment-errors.ts';
export * from './people-per-room.ts';
export * from './points.ts';
