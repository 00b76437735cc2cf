import type { Kysely } from 'kysely';
import type {
  DerivationInput,
  RatePlanInput,
  RatePlanPatch,
  RatePlanView,
} from '../../../src/api/contract/console/inventory.ts';
import { MAX_DERIVATION_DEPTH } from '../../../src/rules/inventory/rates.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import type { PlanRow } from '../../services/catalogue.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleHotel, StaffPrincipal } from '../auth/staff-context.ts';
import { given } from './defined.ts';
import { findRoomType } from './room-types.ts';

/** The console's rate plans of a hotel (issue 39): one plan row per rate plan and room type. */

interface Lookup {
  plans: readonly PlanRow[];
  roomTypes: ReadonlyMap<number, string>;
  policies: ReadonlyMap<number, string>;
}

export function ratePlanView(p: PlanRow, lookup: Lookup): RatePlanView {
  const parent = lookup.plans.find((x) => x.id === p.parent_plan_id);
  return {
    code: p.code,
    room_type_code: lookup.roomTypes.get(p.room_type_id) ?? '',
    hotel_plan_code: p.hotel_plan_code,
    name: p.name,
    names: p.names,
    description: p.description,
    descriptions: p.descriptions,
    meal: p.meal as RatePlanView['meal'],
    payment_type: p.payment_type,
    cancellation_policy_code: lookup.policies.get(p.cancellation_policy_id) ?? '',
    members_only: p.members_only,
    organization_id: p.organization_id,
    includes_flight: p.includes_flight,
    is_day_use: p.is_day_use,
    published: p.published,
    min_nights: p.min_nights,
    max_nights: p.max_nights,
    sale_limit: p.sale_limit,
    sale_from: p.sale_from,
    sale_until: p.sale_until,
    stay_from: p.stay_from,
    stay_until: p.stay_until,
    advance_min_days: p.advance_min_days,
    advance_max_days: p.advance_max_days,
    derivation:
      parent && p.derive_kind
        ? {
            parent_plan_code: parent.code,
            kind: p.derive_kind,
            value: p.derive_kind === 'percent' ? p.derive_value / 100 : p.derive_value,
            round_step: p.derive_round_step,
            round_mode: p.derive_round_mode,
          }
        : null,
    position: p.position,
  };
}

async function lookupOf(db: Kysely<Database>, hotelId: number): Promise<Lookup> {
  const [plans, roomTypes, policies] = await Promise.all([
    db
      .selectFrom('plans')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('room_types').select(['id', 'code']).where('hotel_id', '=', hotelId).execute(),
    db
      .selectFrom('cancellation_policies')
      .select(['id', 'code'])
      .where('hotel_id', '=', hotelId)
      .execute(),
  ]);
  return {
    plans,
    roomTypes: new Map(roomTypes.map((r) => [r.id, r.code])),
    policies: new Map(policies.map((r) => [r.id, r.code])),
  };
}

export async function listRatePlans(
  db: Kysely<Database>,
  hotelId: number,
): Promise<RatePlanView[]> {
  const lookup = await lookupOf(db, hotelId);
  return lookup.plans.map((p) => ratePlanView(p, lookup));
}

/** The derivation's columns, checked: a parent of the same room type, no loop, not too deep. */
function derivationColumns(
  d: DerivationInput | null,
  self: { id: number | null; room_type_id: number },
  plans: readonly PlanRow[],
) {
  if (!d)
    return {
      parent_plan_id: null,
      derive_kind: null,
      derive_value: 0,
      derive_round_step: 1,
      derive_round_mode: 'nearest' as const,
    };
  const parent = plans.find((p) => p.code === d.parent_plan_code);
  if (!parent || parent.room_type_id !== self.room_type_id)
    throw invalid('derivation.parent_plan_code', 'must be a plan of the same room type');
  let depth = 1;
  for (let p: PlanRow | undefined = parent; p?.parent_plan_id; depth++) {
    if (p.parent_plan_id === self.id || p.id === self.id || depth >= MAX_DERIVATION_DEPTH)
      throw invalid('derivation.parent_plan_code', 'would make a loop or too long a chain');
    const next: number = p.parent_plan_id;
    p = plans.find((x) => x.id === next);
  }
  if (parent.id === self.id) throw invalid('derivation.parent_plan_code', 'must be another plan');
  const value = d.kind === 'percent' ? Math.round(d.value * 100) : Math.round(d.value);
  if (d.kind === 'percent' && (value < -10000 || value > 100000))
    throw invalid('derivation.value', 'must be between -100 and 1000 percent');
  return {
    parent_plan_id: parent.id,
    derive_kind: d.kind,
    derive_value: value,
    derive_round_step: d.round_step,
    derive_round_mode: d.round_mode,
  };
}

function checkPeriods(
  p: Pick<
    RatePlanView,
    | 'sale_from'
    | 'sale_until'
    | 'stay_from'
    | 'stay_until'
    | 'advance_min_days'
    | 'advance_max_days'
    | 'min_nights'
    | 'max_nights'
  >,
): void {
  if (p.sale_from && p.sale_until && p.sale_from > p.sale_until)
    throw invalid('sale_until', 'must not be before sale_from');
  if (p.stay_from && p.stay_until && p.stay_from > p.stay_until)
    throw invalid('stay_until', 'must not be before stay_from');
  if (
    p.advance_min_days !== null &&
    p.advance_max_days !== null &&
    p.advance_min_days > p.advance_max_days
  )
    throw invalid('advance_max_days', 'must not be below advance_min_days');
  if (p.min_nights > p.max_nights) throw invalid('max_nights', 'must not be below min_nights');
}

function plainColumns(input: RatePlanPatch, policies: ReadonlyMap<number, string>) {
  const { names, descriptions, cancellation_policy_code, derivation: _d, ...plain } = given(input);
  let policyId: number | undefined;
  if (cancellation_policy_code !== undefined) {
    policyId = [...policies].find(([, code]) => code === cancellation_policy_code)?.[0];
    if (policyId === undefined)
      throw invalid('cancellation_policy_code', 'is not a policy of this hotel');
  }
  return {
    ...plain,
    ...(names ? { names: JSON.stringify(names) } : {}),
    ...(descriptions ? { descriptions: JSON.stringify(descriptions) } : {}),
    ...(policyId !== undefined ? { cancellation_policy_id: policyId } : {}),
  };
}

/**
 * A corporate plan's organisation must be one of the hotel's brand: the plan is then bookable
 * only by that organisation's people, and another brand's (or no) organisation would make it a
 * plan nobody may book, or one another brand's organisation controls.
 */
async function checkOrganization(
  tx: Kysely<Database>,
  hotel: ConsoleHotel,
  organizationId: number | null | undefined,
): Promise<void> {
  if (organizationId === null || organizationId === undefined) return;
  const found = await tx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .where('brand_id', '=', hotel.brandId)
    .executeTakeFirst();
  if (!found) throw invalid('organization_id', 'is not an organization of this brand');
}

export async function createRatePlan(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  input: RatePlanInput,
  now: Date,
): Promise<RatePlanView> {
  checkPeriods(input);
  return db.transaction().execute(async (tx) => {
    const type = await findRoomType(tx, hotel.id, input.room_type_code);
    const lookup = await lookupOf(tx, hotel.id);
    await checkOrganization(tx, hotel, input.organization_id);
    if (lookup.plans.some((p) => p.code === input.code))
      throw new DomainError(9409, 409, 'Another plan has this code.', 'code');
    const { room_type_code: _t, hotel_plan_code, ...rest } = input;
    const row = await tx
      .insertInto('plans')
      .values({
        hotel_id: hotel.id,
        room_type_id: type.id,
        hotel_plan_code: hotel_plan_code ?? input.code,
        adult_supplement: 0,
        inclusive_extra_ids: JSON.stringify([]),
        position: lookup.plans.reduce((max, p) => Math.max(max, p.position), -1) + 1,
        cancellation_policy_id: 0,
        ...plainColumns(rest, lookup.policies),
        ...derivationColumns(input.derivation, { id: null, room_type_id: type.id }, lookup.plans),
        code: input.code,
        name: input.name,
        description: input.description,
        payment_type: input.payment_type,
        meal: input.meal,
        members_only: input.members_only,
        is_day_use: input.is_day_use,
        min_nights: input.min_nights,
        max_nights: input.max_nights,
        sale_limit: input.sale_limit,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = ratePlanView(row, { ...lookup, plans: [...lookup.plans, row] });
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'rate_plan.create',
      target: `rate_plan:${hotel.code}/${row.code}`,
      before: null,
      after: view,
      at: now,
    });
    return view;
  });
}

export async function updateRatePlan(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: ConsoleHotel,
  code: string,
  patch: RatePlanPatch,
  now: Date,
): Promise<RatePlanView> {
  return db.transaction().execute(async (tx) => {
    const lookup = await lookupOf(tx, hotel.id);
    const before = lookup.plans.find((p) => p.code === code);
    if (!before) throw notFound('Rate plan');
    const beforeView = ratePlanView(before, lookup);
    checkPeriods({ ...beforeView, ...given(patch) });
    await checkOrganization(tx, hotel, patch.organization_id);
    const row = await tx
      .updateTable('plans')
      .set({
        ...plainColumns(patch, lookup.policies),
        ...(patch.derivation !== undefined
          ? derivationColumns(patch.derivation, before, lookup.plans)
          : {}),
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = ratePlanView(row, lookup);
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'rate_plan.update',
      target: `rate_plan:${hotel.code}/${code}`,
      before: beforeView,
      after: view,
      at: now,
    });
    return view;
  });
}
