import type { Endpoint } from '../endpoint.ts';
import { AcceptedResponseSchema } from '../membership.ts';
import {
  CardSetupResponseSchema,
  FinishCardSetupSchema,
  SaveCardSchema,
  SavedCardResponseSchema,
  SavedCardsResponseSchema,
  StartCardSetupSchema,
  VouchersResponseSchema,
  WalletCouponResponseSchema,
  WalletCouponsResponseSchema,
} from '../wallet.ts';

/**
 * The member wallet under `/api/v1/memberships` (doc 2 §7: credit_cards GET and DELETE,
 * discount_coupons GET, GET by code, DELETE to consume; vouchers with `ui_status`). All need
 * the member's `Authorization`.
 */
const tag = 'membership';
const auth = 'member';

export const listCreditCards = {
  method: 'get',
  path: '/api/v1/memberships/credit_cards',
  response: SavedCardsResponseSchema,
  auth,
  tag,
  summary: "The member's saved cards (brand, last four digits, expiry)",
} as const satisfies Endpoint;

export const saveCreditCard = {
  method: 'post',
  path: '/api/v1/memberships/credit_cards',
  body: SaveCardSchema,
  response: SavedCardResponseSchema,
  status: 201,
  auth,
  tag,
  summary: "Save a card: the gateway's single-use token becomes its reusable customer token",
  errors: {
    422: '9422: the payment gateway cannot save cards, or the most cards are saved already',
  },
} as const satisfies Endpoint;

export const startCardSetup = {
  method: 'post',
  path: '/api/v1/memberships/credit_cards/setup_intents',
  body: StartCardSetupSchema,
  response: CardSetupResponseSchema,
  status: 201,
  auth,
  tag,
  summary:
    "Add a card at a Stripe hotel: a SetupIntent on the member's Customer, for Stripe.js to confirm",
  errors: {
    422: "9422: the hotel's gateway saves cards without a setup step, or the most cards are saved already",
  },
} as const satisfies Endpoint;

export const finishCardSetup = {
  method: 'post',
  path: '/api/v1/memberships/credit_cards/setup_intents/:id',
  body: FinishCardSetupSchema,
  response: SavedCardResponseSchema,
  status: 201,
  auth,
  tag,
  summary:
    'Keep the card of a confirmed SetupIntent (read from Stripe), or cancel one waiting for 3-D Secure',
  errors: {
    402: '3006 3-D Secure failed, 3008 cancelled, 3007 declined, 3004/3005 card number or expiry',
    422: "9422: the hotel's gateway saves cards without a setup step",
  },
} as const satisfies Endpoint;

export const deleteCreditCard = {
  method: 'delete',
  path: '/api/v1/memberships/credit_cards/:id',
  response: AcceptedResponseSchema,
  auth,
  tag,
  summary: 'Delete a saved card (also from the gateway vault)',
  errors: {
    502: '3251: the payment provider could not remove the card, so it is still saved; retry',
  },
} as const satisfies Endpoint;

export const listDiscountCoupons = {
  method: 'get',
  path: '/api/v1/memberships/discount_coupons',
  response: WalletCouponsResponseSchema,
  auth,
  tag,
  summary: "The member's coupons",
} as const satisfies Endpoint;

export const showDiscountCoupon = {
  method: 'get',
  path: '/api/v1/memberships/discount_coupons/:code',
  response: WalletCouponResponseSchema,
  auth,
  tag,
  summary: "One of the member's coupons by code",
} as const satisfies Endpoint;

export const consumeDiscountCoupon = {
  method: 'delete',
  path: '/api/v1/memberships/discount_coupons/:code',
  response: WalletCouponResponseSchema,
  auth,
  tag,
  summary: 'Consume a coupon of the wallet (it shows as used)',
  errors: {
    422: '1501: the coupon was already used; 1500 it is not valid now',
  },
} as const satisfies Endpoint;

export const listVouchers = {
  method: 'get',
  path: '/api/v1/memberships/vouchers',
  response: VouchersResponseSchema,
  auth,
  tag,
  summary: "The member's vouchers with their ui_status",
} as const satisfies Endpoint;
