import * as v from 'valibot';
import { POINT_RANKS } from '../../../rules/points.ts';
import { DateSchema, ReservationStatusSchema } from '../common.ts';
import { PointKindSchema } from '../points.ts';
import { VoucherStatusSchema } from '../wallet.ts';
import { INVALID, optionalText, text } from './hotel.ts';

/**
 * The brand's members in the console (issue 41): find a member, open their account (profile,
 * bookings, points ledger, coupons, vouchers, saved cards as brand and last four), change their
 * points with a reason (a new ledger row, never an edit), send the sign-up confirmation again,
 * block or delete the account with a reason; and the membership programs with their ranks.
 */

/** `GET members?q=`: any part of the name, e-mail, membership number or phone; empty: newest. */
export const ConsoleMemberQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});

/** unconfirmed: the sign-up link was not followed yet; blocked: by staff (no sign-in). */
export const ConsoleMemberStatusSchema = v.picklist(['active', 'unconfirmed', 'blocked']);
export type ConsoleMemberStatus = v.InferOutput<typeof ConsoleMemberStatusSchema>;

export const ConsoleMemberRowSchema = v.object({
  id: v.number(),
  membership_id: v.string(),
  name: v.string(),
  email: v.string(),
  program_name: v.string(),
  status: ConsoleMemberStatusSchema,
  created_at: v.string(),
});
export type ConsoleMemberRow = v.InferOutput<typeof ConsoleMemberRowSchema>;

/** At most this many members answer one search; `more` says others matched too. */
export const MEMBER_SEARCH_LIMIT = 50;
export const ConsoleMemberListSchema = v.object({
  data: v.array(ConsoleMemberRowSchema),
  more: v.boolean(),
});

/** The ranks' codes (src/rules/points.ts POINT_RANKS). */
export const RankCodeSchema = v.picklist(POINT_RANKS.map((rank) => rank.code));

/** A member's points in their program now (the rank is by points gained in 12 months). */
export const ConsoleMemberPointsSchema = v.object({
  /** The program has points (membership_programs.point_program_enabled). */
  enabled: v.boolean(),
  balance: v.number(),
  future: v.number(),
  ranking: v.number(),
  rank: v.object({ id: v.number(), code: RankCodeSchema }),
});

export const ConsoleMemberSchema = v.object({
  id: v.number(),
  membership_id: v.string(),
  status: ConsoleMemberStatusSchema,
  email: v.string(),
  pending_email: v.nullable(v.string()),
  first_name: v.string(),
  last_name: v.string(),
  first_name_kana: v.nullable(v.string()),
  last_name_kana: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  postal_code: v.nullable(v.string()),
  prefecture_or_state: v.nullable(v.string()),
  street_address: v.nullable(v.string()),
  building_name_and_number: v.nullable(v.string()),
  locale: v.string(),
  provider: v.string(),
  accepts_promotion_emails: v.boolean(),
  program: v.object({ id: v.number(), name: v.string() }),
  created_at: v.string(),
  confirmed_at: v.nullable(v.string()),
  blocked_at: v.nullable(v.string()),
  blocked_reason: v.nullable(v.string()),
  points: ConsoleMemberPointsSchema,
  /** Their bookings at the hotels the staff member may see, newest stay first. */
  reservations: v.array(
    v.object({
      reservation_number: v.string(),
      hotel_code: v.string(),
      status: ReservationStatusSchema,
      checkin_date: DateSchema,
      checkout_date: DateSchema,
      total_price: v.number(),
      currency: v.string(),
    }),
  ),
  /**
   * Every coupon the member holds, also those their wallet leaves out (server/services/wallet/
   * coupons.ts): `not_started` before `valid_from`; `off` names what is switched off (the code
   * on its page, or the hotel's coupons as a whole), null when checkout would take it.
   */
  coupons: v.array(
    v.object({
      code: v.string(),
      name: v.nullable(v.string()),
      hotel_code: v.string(),
      valid_from: v.nullable(DateSchema),
      valid_until: DateSchema,
      status: v.picklist(['available', 'not_started', 'used', 'expired']),
      off: v.nullable(v.picklist(['code', 'hotel'])),
      used_at: v.nullable(v.string()),
    }),
  ),
  vouchers: v.array(
    v.object({
      number: v.string(),
      name: v.string(),
      hotel_code: v.string(),
      amount: v.number(),
      currency: v.string(),
      valid_through: DateSchema,
      status: VoucherStatusSchema,
    }),
  ),
  /** Saved cards: brand, last four digits and expiry; never a number or the gateway's token. */
  cards: v.array(
    v.object({
      brand: v.string(),
      last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
      exp_month: v.number(),
      exp_year: v.number(),
    }),
  ),
});
export type ConsoleMember = v.InferOutput<typeof ConsoleMemberSchema>;
export const ConsoleMemberAnswerSchema = v.object({ data: ConsoleMemberSchema });

/** One row of the points ledger; `adjustment` when staff made it (who and why). */
export const ConsoleLedgerEntrySchema = v.object({
  id: v.number(),
  kind: PointKindSchema,
  points: v.number(),
  program_id: v.number(),
  reservation_number: v.nullable(v.string()),
  available_at: v.string(),
  expires_at: v.nullable(v.string()),
  created_at: v.string(),
  /** A `future` row a later change of its stay replaced: it no longer counts. */
  superseded: v.boolean(),
  adjustment: v.nullable(v.object({ reason: v.string(), by: v.string() })),
});
export type ConsoleLedgerEntry = v.InferOutput<typeof ConsoleLedgerEntrySchema>;
/** The newest this-many ledger rows are listed. */
export const LEDGER_LIMIT = 200;
export const ConsoleLedgerSchema = v.object({ data: v.array(ConsoleLedgerEntrySchema) });

/** The most points one adjustment may add or take. */
export const MAX_POINT_ADJUSTMENT = 1_000_000;

/** A reason staff give for a change to a member (kept in the ledger or on the account). */
export const MemberReasonSchema = text(500);

/** `POST members/:id/points`: add (positive) or take (negative) points, with a reason. */
export const AdjustMemberPointsSchema = v.strictObject({
  points: v.pipe(
    v.number(INVALID.number),
    v.integer(INVALID.number),
    v.minValue(-MAX_POINT_ADJUSTMENT, INVALID.number),
    v.maxValue(MAX_POINT_ADJUSTMENT, INVALID.number),
    v.check((n) => n !== 0, 'zero'),
  ),
  reason: MemberReasonSchema,
});
export type AdjustMemberPoints = v.InferOutput<typeof AdjustMemberPointsSchema>;
export const AdjustMemberPointsAnswerSchema = v.object({
  data: v.object({ entry: ConsoleLedgerEntrySchema, balance: v.number() }),
});

/** `POST members/:id/block`: the account can no longer sign in; its sessions end. */
export const BlockMemberSchema = v.strictObject({ reason: MemberReasonSchema });
/** `POST members/:id/unblock`. */
export const UnblockMemberSchema = v.strictObject({
  reason: v.optional(optionalText(500), ''),
});

/**
 * `POST members/:id/deletion`: the account is deleted as the member's own deletion does
 * (personal data emptied); the membership number typed again, since it cannot be undone.
 */
export const DeleteMemberSchema = v.strictObject({
  reason: MemberReasonSchema,
  confirm_membership_id: text(20),
});

/** The account's status after a block or unblock. */
export const ConsoleMemberStatusAnswerSchema = v.object({
  data: v.object({ status: ConsoleMemberStatusSchema }),
});
export const ConsoleMemberDeletedSchema = v.object({
  data: v.object({ deleted: v.literal(true) }),
});
/** The sign-up confirmation went (again) to the account's address. */
export const ConsoleMemberMailedSchema = v.object({ data: v.object({ sent_to: v.string() }) });

/** A membership program and how many live members it has. */
export const ConsoleProgramSchema = v.object({
  id: v.number(),
  name: v.string(),
  translations: v.record(v.string(), v.string()),
  sign_up_open: v.boolean(),
  update_member_profile_enabled: v.boolean(),
  point_program_enabled: v.boolean(),
  point_earn_percent: v.number(),
  point_step: v.number(),
  point_minimum: v.number(),
  point_validity_days: v.number(),
  members: v.number(),
});
export type ConsoleProgram = v.InferOutput<typeof ConsoleProgramSchema>;

/** The ranks members reach by points gained in 12 months (src/rules/points.ts POINT_RANKS). */
export const ConsoleRankSchema = v.object({
  id: v.number(),
  code: RankCodeSchema,
  min: v.number(),
});

export const ConsoleProgramListSchema = v.object({
  data: v.object({
    programs: v.array(ConsoleProgramSchema),
    ranks: v.array(ConsoleRankSchema),
  }),
});
export const ConsoleProgramAnswerSchema = v.object({ data: ConsoleProgramSchema });

const Whole = (min: number, max: number) =>
  v.pipe(
    v.number(INVALID.number),
    v.integer(INVALID.number),
    v.minValue(min, INVALID.number),
    v.maxValue(max, INVALID.number),
  );

/** `PATCH membership_programs/:id`: the program's name, sign-up and points settings. */
export const UpdateConsoleProgramSchema = v.strictObject({
  name: text(100),
  sign_up_open: v.boolean(),
  point_program_enabled: v.boolean(),
  point_earn_percent: Whole(0, 100),
  point_step: Whole(1, 100_000),
  point_minimum: Whole(1, 1_000_000),
  point_validity_days: Whole(1, 3_650),
});
export type UpdateConsoleProgram = v.InferOutput<typeof UpdateConsoleProgramSchema>;
