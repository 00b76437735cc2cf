import { tierAges } from './kids-policy.ts';
import type { RoomContext } from './limits.ts';
import type { RoomGuests } from './room-guests.ts';

/** Most children the address may bring into a room (the editor's own limits apply after). */
const MAX_CHILDREN = 20;

/** `children` and `kids_ages` of an address: a count, and an age per child when all are given. */
export function addressChildren(params: Readonly<Record<string, string | undefined>>): {
  count: number;
  ages?: number[];
} {
  const count = Number(params.children);
  if (!Number.isInteger(count) || count < 1) return { count: 0 };
  const n = Math.min(count, MAX_CHILDREN);
  const ages = (params.kids_ages ?? '').split(',').filter(Boolean).map(Number);
  const valid = ages.length === n && ages.every((a) => Number.isInteger(a) && a >= 0 && a <= 17);
  return valid ? { count: n, ages } : { count: n };
}

/**
 * The first room with the children an address names (`children`, `kids_ages`, product.md §2;
 * the agency's hotel links carry what assisted search understood), read under the hotel's
 * child policy: ages hotels get the ages (unknown ones left for the guest to choose, which
 * the form asks for before searching); tier hotels get each child in the tier whose ages hold
 * it (a child whose age is not known, or fits no tier, is left for the guest to add).
 */
export function withAddressChildren(
  room: RoomGuests,
  params: Readonly<Record<string, string | undefined>>,
  ctx: Pick<RoomContext, 'mode' | 'tiers'>,
): RoomGuests {
  const { count, ages } = addressChildren(params);
  if (count === 0 || ctx.mode === 'none') return room;
  if (ctx.mode === 'ages')
    return { ...room, kidsAges: ages ?? Array.from({ length: count }, () => null) };
  const kidsTiers: Record<string, number> = {};
  for (const age of ages ?? []) {
    const tier = ctx.tiers.find((t) => {
      const { min = 0, max = 17 } = tierAges(t);
      return age >= min && age <= max;
    });
    if (tier) kidsTiers[tier.code] = (kidsTiers[tier.code] ?? 0) + 1;
  }
  return Object.keys(kidsTiers).length ? { ...room, kidsTiers } : room;
}
