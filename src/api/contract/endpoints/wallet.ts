import type { Endpoint } from '../endpoint.ts';
import { AcceptedResponseSchema } from '../membership.ts';
import {
  SaveCardSchema,
  SavedCardResponseSchema,
  SavedCardsResponseSchema,
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

export const deleteCreditCard = {
  method: 'delete',
  path: '/api/v1/memberships/credit_cards/:id',
  response: AcceptedResponseSchema,
  auth,
  tag,
  summary: 'Delete a saved card (also from the gateway vault)',
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
