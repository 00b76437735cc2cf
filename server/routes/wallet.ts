import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import * as endpoints from '../../src/api/contract/endpoints/wallet.ts';
import { SetupIntentIdParamSchema } from '../../src/api/contract/wallet.ts';
import { notFound } from '../http/errors.ts';
import { requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { vaultLookup } from '../payments/vaults.ts';
import { hotelToday } from '../services/hotels.ts';
import {
  deleteCard,
  listCards,
  presentCard,
  storeCard,
  vaultToken,
} from '../services/wallet/cards.ts';
import {
  consumeWalletCoupon,
  findWalletCoupon,
  listWalletCoupons,
} from '../services/wallet/coupons.ts';
import {
  finishStripeCardSetup,
  startStripeCardSetup,
} from '../services/wallet/stripe-card-setup.ts';
import { listVouchers } from '../services/wallet/vouchers.ts';
import type { AppEnv, RouteDeps } from './context.ts';

const ACCEPTED = { data: { status: 'accepted' as const } };

/**
 * The member wallet (issue 14): saved cards, coupons and vouchers of the signed-in member. Card
 * numbers never come here: a card is saved from the gateway's single-use token, which the
 * gateway's vault turns into a reusable one.
 */
export function walletRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const signedIn = (c: Context) => requireMember(c, db, deps.now());
  /** "Today" for validity: the brand's first hotel's local date. */
  const today = async (brandId: number) => {
    const hotel = await db
      .selectFrom('hotels')
      .select('time_zone')
      .where('brand_id', '=', brandId)
      .orderBy('position')
      .executeTakeFirst();
    return hotelToday({ time_zone: hotel?.time_zone ?? 'Asia/Tokyo' }, deps.now());
  };

  register(app, endpoints.listCreditCards, async ({ c }) => {
    const { member } = await signedIn(c);
    return { data: (await listCards(db, member.id)).map(presentCard) };
  });

  register(app, endpoints.saveCreditCard, async ({ c, body }) => {
    const { member } = await signedIn(c);
    const input = await body();
    const vaulted = await vaultToken(db, deps.gateway, member.id, input.gateway_token);
    const row = await storeCard(db, deps.gateway, member.id, vaulted);
    return c.json({ data: presentCard(row) }, 201);
  });

  // A Stripe hotel's "Add a card" (issue 43): SetupIntent, Stripe.js's confirm, then kept here.
  const setupDeps = () => ({
    db,
    gateways: deps.gateways,
    publicOrigin: deps.publicOrigin,
    returnOrigins: deps.allowedOrigins,
    now: deps.now,
  });
  register(app, endpoints.startCardSetup, async ({ c, body }) => {
    const { member } = await signedIn(c);
    const started = await startStripeCardSetup(setupDeps(), member, await body());
    return c.json(
      {
        data: {
          setup_intent_id: started.setupIntentId,
          client_secret: started.clientSecret,
          return_url: started.returnUrl,
          challenge_url: started.challengeUrl,
        },
      },
      201,
    );
  });
  register(app, endpoints.finishCardSetup, async ({ c, body, params }) => {
    const { member } = await signedIn(c);
    if (!v.is(SetupIntentIdParamSchema, params.id)) throw notFound('Card setup');
    const input = await body();
    const row = await finishStripeCardSetup(setupDeps(), member, {
      hotel_code: input.hotel_code,
      setup_intent_id: params.id,
      cancel: input.cancel ?? false,
    });
    return c.json({ data: presentCard(row) }, 201);
  });

  /** A saved card's vault: the test gateway, or the Stripe account of the hotel it was saved at. */
  const vaultOf = vaultLookup(deps.gateway, deps.gateways);
  register(app, endpoints.deleteCreditCard, async ({ c, params }) => {
    const { member } = await signedIn(c);
    await deleteCard(db, vaultOf, member.id, params.id);
    return ACCEPTED;
  });

  register(app, endpoints.listDiscountCoupons, async ({ c }) => {
    const { member } = await signedIn(c);
    return { data: await listWalletCoupons(db, member.id, await today(member.brand_id)) };
  });

  register(app, endpoints.showDiscountCoupon, async ({ c, params }) => {
    const { member } = await signedIn(c);
    const { walletId: _id, ...coupon } = await findWalletCoupon(
      db,
      member.id,
      params.code,
      await today(member.brand_id),
    );
    return { data: coupon };
  });

  register(app, endpoints.consumeDiscountCoupon, async ({ c, params }) => {
    const { member } = await signedIn(c);
    const coupon = await consumeWalletCoupon(
      db,
      member.id,
      params.code,
      deps.now(),
      await today(member.brand_id),
    );
    return { data: coupon };
  });

  register(app, endpoints.listVouchers, async ({ c }) => {
    const { member } = await signedIn(c);
    return { data: await listVouchers(db, member.id, await today(member.brand_id)) };
  });
}
