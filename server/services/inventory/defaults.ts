import type { Selectable } from 'kysely';
import type { PlanModelColumns, RoomTypeModelColumns } from '../../db/schema-inventory.ts';

/** Migration 035's column defaults as read: for rows built in code (tests, fixtures). */
export const ROOM_TYPE_MODEL_DEFAULTS: Selectable<RoomTypeModelColumns> = {
  names: {},
  descriptions: {},
  min_adults: 1,
  max_adults: null,
  max_children: null,
  beds: [],
  amenities: [],
  published: true,
};

export const PLAN_MODEL_DEFAULTS: Selectable<PlanModelColumns> = {
  names: {},
  descriptions: {},
  sale_from: null,
  sale_until: null,
  stay_from: null,
  stay_until: null,
  advance_min_days: null,
  advance_max_days: null,
  parent_plan_id: null,
  derive_kind: null,
  derive_value: 0,
  derive_round_step: 1,
  derive_round_mode: 'nearest',
};
