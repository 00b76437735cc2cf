import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-members.ts';
import { POINT_RANKS } from '../../../src/rules/points.ts';
import { register } from '../../http/register.ts';
import { vaultLookup } from '../../payments/vaults.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { forgetCardsOfDeletedMembers } from '../../services/wallet/member-cards.ts';
import { staffOf } from '../auth/staff-context.ts';
import {
  blockMember,
  deleteMemberByStaff,
  resendConfirmation,
  unblockMember,
} from '../members/account.ts';
import { memberDetail } from '../members/detail.ts';
import { brandMember, memberIdOf, memberTarget, searchMembers } from '../members/find.ts';
import { adjustMemberPoints, memberLedger } from '../members/ledger.ts';
import { listPrograms, programIdOf, updateProgram } from '../members/programs.ts';
import { recordMemberView } from '../members/view-audit.ts';

/**
 * The brand's members in the console (issue 41): search, open, points with a reason, resend the
 * confirmation, block, unblock, delete; the programs and ranks. Every change is audited.
 */
export function consoleMemberRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const memberOf = (c: Parameters<typeof staffOf>[0], id: string | undefined) =>
    brandMember(db, staffOf(c).brandId, memberIdOf(id));

  register(app, endpoints.searchConsoleMembers, async ({ c, query }) => {
    const found = await searchMembers(db, staffOf(c).brandId, query.q);
    return { data: found.rows, more: found.more };
  });

  // Opening a member is reading personal data: recorded like the guest-data lookup, with what
  // was shown (counts, never the data), so every access to it is traceable. The page's own
  // reads again after an action are not new openings (see recordMemberView).
  register(app, endpoints.getConsoleMember, async ({ c, params }) => {
    const staff = staffOf(c);
    const member = await memberOf(c, params.id);
    const now = deps.now();
    const data = await memberDetail(db, staff, member, now);
    await recordMemberView(
      db,
      staff,
      memberTarget(member),
      {
        reservations: data.reservations.length,
        coupons: data.coupons.length,
        vouchers: data.vouchers.length,
        cards: data.cards.length,
      },
      now,
    );
    return { data };
  });

  register(app, endpoints.getConsoleMemberLedger, async ({ c, params }) => ({
    data: await memberLedger(db, (await memberOf(c, params.id)).id),
  }));

  register(app, endpoints.adjustConsoleMemberPoints, async ({ c, params, body }) => {
    const input = await body();
    const member = await memberOf(c, params.id);
    return { data: await adjustMemberPoints(db, staffOf(c), member, input, deps.now()) };
  });

  register(app, endpoints.resendConsoleMemberConfirmation, async ({ c, params }) => {
    const member = await memberOf(c, params.id);
    return { data: { sent_to: await resendConfirmation(deps, staffOf(c), member, deps.now()) } };
  });

  register(app, endpoints.blockConsoleMember, async ({ c, params, body }) => {
    const { reason } = await body();
    const member = await memberOf(c, params.id);
    return { data: { status: await blockMember(db, staffOf(c), member, reason, deps.now()) } };
  });

  register(app, endpoints.unblockConsoleMember, async ({ c, params, body }) => {
    const { reason } = await body();
    const member = await memberOf(c, params.id);
    return { data: { status: await unblockMember(db, staffOf(c), member, reason, deps.now()) } };
  });

  register(app, endpoints.deleteConsoleMember, async ({ c, params, body }) => {
    const input = await body();
    const member = await memberOf(c, params.id);
    await deleteMemberByStaff(db, staffOf(c), member, input, deps.now());
    // Their saved cards detached at the provider (the card job retries any it refused).
    await forgetCardsOfDeletedMembers(db, vaultLookup(deps.gateway, deps.gateways), member.id);
    return { data: { deleted: true as const } };
  });

  register(app, endpoints.listConsolePrograms, async ({ c }) => ({
    data: {
      programs: await listPrograms(db, staffOf(c).brandId),
      ranks: POINT_RANKS.map(({ id, code, min }) => ({ id, code, min })),
    },
  }));

  register(app, endpoints.updateConsoleProgram, async ({ c, params, body }) => {
    const input = await body();
    return {
      data: await updateProgram(db, staffOf(c), programIdOf(params.id), input, deps.now()),
    };
  });
}
