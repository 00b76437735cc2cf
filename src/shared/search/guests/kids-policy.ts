import type { Locale } from '../../../rules/locales.ts';

/** The hotel's child policy (`kids_setting.kids_type`, product.md §4). */
export type KidsType = 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages';

/** `kids_setting` of the init settings; only the fields the editor needs. */
export interface KidsSettingInput {
  readonly kids_type: KidsType;
  readonly accept_type: 'accept' | 'not_accept';
}

/** A tier name: one string, or a map of locale → name (`ja`, `zh_Hans`, `zh-Hant`, …). */
export type TierName = string | Readonly<Record<string, string>>;

/**
 * A kids tier from `kids_tiers`. Age bounds may be named `age_min`/`age_max` (the provider
 * contract) or `min_age`/`max_age`; both are read.
 */
export interface KidsTierInput {
  readonly code: string;
  readonly name: TierName;
  readonly age_min?: number;
  readonly age_max?: number;
  readonly min_age?: number;
  readonly max_age?: number;
  /** False for children who share a bed and do not count against the room capacity. */
  readonly counts_as_guest?: boolean;
}

/** Companion tier codes of the membership program (product.md §3). */
export type CompanionCode = 'adult_companion' | 'kid_tier_A_companion';

/** A companion tier from `additional_tiers_attributes`. */
export interface CompanionTierInput {
  readonly code: CompanionCode;
  readonly is_active: boolean;
  readonly name?: TierName;
}

/** How the editor asks about children. */
export type ChildrenMode = 'none' | 'ages' | 'tiers';

/** `none` when the hotel does not accept children; else ages or tier counts. */
export function childrenMode(setting: KidsSettingInput): ChildrenMode {
  if (setting.accept_type === 'not_accept') return 'none';
  return setting.kids_type === 'ages' ? 'ages' : 'tiers';
}

/** Ages a child may have (0–17): 18 and over is an adult. */
export const CHILD_AGES: readonly number[] = Array.from({ length: 18 }, (_, i) => i);

/**
 * A tier's name in `locale`: the exact locale key, its BCP 47 spelling, its language, then
 * English, then any name given; `fallback` when there is none.
 */
export function tierName(name: TierName | undefined, locale: Locale, fallback = ''): string {
  if (typeof name === 'string') return name || fallback;
  if (!name) return fallback;
  const language = locale.split('_')[0] ?? locale;
  for (const key of [locale, locale.replace('_', '-'), language, 'en']) {
    const value = name[key];
    if (value) return value;
  }
  return Object.values(name).find((v) => v) ?? fallback;
}

/** A tier's age bounds, whichever field names the settings use. */
export function tierAges(tier: KidsTierInput): { min?: number; max?: number } {
  const min = tier.age_min ?? tier.min_age;
  const max = tier.age_max ?? tier.max_age;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Active companion tiers; the child companion only where children are accepted. */
export function activeCompanions(
  companions: readonly CompanionTierInput[] | undefined,
  mode: ChildrenMode,
): CompanionTierInput[] {
  return (companions ?? []).filter(
    (c) => c.is_active && (c.code === 'adult_companion' || mode !== 'none'),
  );
}
