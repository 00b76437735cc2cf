import type { Kysely } from 'kysely';
import type { ConsoleMember } from '../../../src/api/contract/console/members.ts';
import type { Database } from '../../db/schema.ts';
import { heldCouponsQuery } from '../../services/wallet/coupons.ts';

type HeldCoupon = ConsoleMember['coupons'][number];

const RANK: Record<HeldCoupon['status'], number> = {
  available: 0,
  not_started: 1,
  used: 2,
  expired: 3,
};

/**
 * Every coupon a member holds, as staff see it on the member's page: also the ones their own
 * wallet leaves out (a code switched off, on its page or with the hotel's coupons, and one whose
 * validity has not started; services/wallet/coupons.ts says why), marked so, since staff
 * answer the member's questions about what they hold. Usable first (soonest to expire first),
 * then not started, used and expired.
 */
export async function listHeldCoupons(
  db: Kysely<Database>,
  memberId: number,
  today: string,
): Promise<HeldCoupon[]> {
  const rows = await heldCouponsQuery(db, memberId)
    .orderBy('c.valid_until')
    .orderBy('c.code')
    .execute();
  return rows
    .map(
      (row): HeldCoupon => ({
        code: row.code,
        name: row.name,
        hotel_code: row.hotel_code,
        valid_from: row.valid_from,
        valid_until: row.valid_until,
        status: row.used_at
          ? 'used'
          : row.valid_until < today
            ? 'expired'
            : row.valid_from !== null && today < row.valid_from
              ? 'not_started'
              : 'available',
        // The code's own switch first: it is the one staff set on the code's page.
        off: !row.active ? 'code' : !row.hotel_coupons_active ? 'hotel' : null,
        used_at: row.used_at ? row.used_at.toISOString() : null,
      }),
    )
    .sort((a, b) => RANK[a.status] - RANK[b.status]);
}
