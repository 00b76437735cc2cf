import {
  ConsoleCouponAnswerSchema,
  ConsoleCouponListSchema,
  ConsoleCouponUsageSchema,
  ConsoleVoucherAnswerSchema,
  ConsoleVoucherListSchema,
  CreateConsoleCouponSchema,
  IssueConsoleCouponSchema,
  IssueConsoleVoucherSchema,
  IssuedConsoleCouponSchema,
  MarkVoucherUsedSchema,
  SwitchConsoleCouponSchema,
  UpdateConsoleCouponSchema,
} from '../console/coupons.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * A hotel's coupon codes and vouchers in the console (issue 41): make and edit codes, issue a
 * code to a member, follow each code's usage; issue vouchers, follow their state, mark one
 * used. Each write is audited.
 */
const tag = 'console-coupons';
const capability = 'coupons.manage';

export const listConsoleCoupons = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/coupons',
  response: ConsoleCouponListSchema,
  auth: 'staff',
  capability,
  tag,
  summary: "The hotel's coupon codes, newest first, each with its usage count",
} as const satisfies Endpoint;

export const createConsoleCoupon = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/coupons',
  body: CreateConsoleCouponSchema,
  response: ConsoleCouponAnswerSchema,
  status: 201,
  auth: 'staff',
  capability,
  tag,
  summary: 'Makes a coupon code (percent or amount, validity, limits, plans)',
  errors: { 409: '1000: the hotel already has a code so spelt (field code, reason duplicate)' },
} as const satisfies Endpoint;

export const updateConsoleCoupon = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/coupons/:code',
  body: UpdateConsoleCouponSchema,
  response: ConsoleCouponAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: "Changes a code's discount, validity, limits and plans (its uses stay counted)",
} as const satisfies Endpoint;

export const switchConsoleCoupon = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/coupons/:code/active',
  body: SwitchConsoleCouponSchema,
  response: ConsoleCouponAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary:
    'Switches a code off (checkout then refuses it as an invalid code, 1500) or back on; its terms and uses stay',
} as const satisfies Endpoint;

export const getConsoleCouponUsage = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/coupons/:code/usage',
  response: ConsoleCouponUsageSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'A code with the bookings that used it, newest first',
} as const satisfies Endpoint;

export const issueConsoleCoupon = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/coupons/:code/members',
  body: IssueConsoleCouponSchema,
  response: IssuedConsoleCouponSchema,
  status: 201,
  auth: 'staff',
  capability,
  tag,
  summary: "Puts the code in a member's wallet, the member found by e-mail",
  errors: {
    404: 'no member of the brand has this e-mail',
    409: 'the member already holds this code',
  },
} as const satisfies Endpoint;

export const listConsoleVouchers = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/vouchers',
  response: ConsoleVoucherListSchema,
  auth: 'staff',
  capability,
  tag,
  summary: "The hotel's vouchers, newest first, with their state",
} as const satisfies Endpoint;

export const issueConsoleVoucher = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/vouchers',
  body: IssueConsoleVoucherSchema,
  response: ConsoleVoucherAnswerSchema,
  status: 201,
  auth: 'staff',
  capability,
  tag,
  summary: 'Issues a voucher (number, amount, validity, excluded periods, optionally a member)',
  errors: {
    404: 'no member of the brand has the member e-mail',
    409: '1000: a voucher with this number exists (field number, reason duplicate)',
  },
} as const satisfies Endpoint;

export const markConsoleVoucherUsed = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/vouchers/:number/use',
  body: MarkVoucherUsedSchema,
  response: ConsoleVoucherAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Marks a voucher used outside the widget: no booking can redeem it after',
  errors: { 409: 'the voucher is already consumed or waiting for a payment' },
} as const satisfies Endpoint;
