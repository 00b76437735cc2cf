import type { Locale } from '../../../rules/locales.ts';
import type { PhotoValues, RatePlanValues, RoomTypeValues } from './catalogue-values.ts';

export const PREVIEW_MEALS = [
  'none',
  'breakfast',
  'dinner',
  'breakfast_dinner',
  'dinner_breakfast',
  'all',
] as const;
export const PREVIEW_PAYMENTS = [
  'on_site',
  'pre_paid',
  'deferred_payment',
  'on_site_credit_card_required',
] as const;
export type Meal = (typeof PREVIEW_MEALS)[number];
export type Payment = (typeof PREVIEW_PAYMENTS)[number];

/** What a preview is drawn from: the room type's values, and a plan's when a plan is edited. */
export interface PreviewSource {
  readonly type: RoomTypeValues | null;
  readonly plan: RatePlanValues | null;
}

/** The widget's room card for the values as typed, in one guest language. */
export interface PreviewCard {
  readonly roomName: string;
  readonly description: string;
  readonly photo: { readonly url: string; readonly alt: string } | null;
  readonly capacity: number | null;
  readonly size: number | null;
  readonly amenities: readonly string[];
  readonly plan: {
    readonly name: string;
    readonly description: string;
    readonly meal: Meal;
    readonly payment: Payment;
    readonly membersOnly: boolean;
  } | null;
}

/** The text in `locale` where one was given, else the plain one (as the room search answers). */
function inLocale(values: object, field: 'names' | 'descriptions', locale: Locale, plain: string) {
  const text = Object.entries(values).find(([key]) => key === `${field}.${locale}`)?.[1];
  return typeof text === 'string' && text.trim() ? text.trim() : plain.trim();
}

const count = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text) : null);

function photoIn(photo: PhotoValues | undefined, locale: Locale) {
  if (!photo) return null;
  return { url: photo.url, alt: photo.alts[locale]?.trim() || photo.alt.trim() };
}

const isMeal = (m: string): m is Meal => PREVIEW_MEALS.some((x) => x === m);
const isPayment = (p: string): p is Payment => PREVIEW_PAYMENTS.some((x) => x === p);

/** The card the widget would draw for `source` in `locale`. */
export function previewCard(source: PreviewSource, locale: Locale): PreviewCard {
  const { type, plan } = source;
  return {
    roomName: type ? inLocale(type, 'names', locale, type.name) : '',
    description: type ? inLocale(type, 'descriptions', locale, type.description) : '',
    photo: photoIn(type?.photos[0], locale),
    capacity: type ? count(type.capacity) : null,
    size: type ? count(type.size_sqm) : null,
    amenities: type
      ? type.amenities
          .split(/[,、，]/)
          .map((a) => a.trim())
          .filter(Boolean)
      : [],
    plan: plan
      ? {
          name: inLocale(plan, 'names', locale, plan.name),
          description: inLocale(plan, 'descriptions', locale, plan.description),
          meal: isMeal(plan.meal) ? plan.meal : 'none',
          payment: isPayment(plan.payment_type) ? plan.payment_type : 'on_site',
          membersOnly: plan.members_only,
        }
      : null,
  };
}
