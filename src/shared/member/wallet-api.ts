import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import * as wallet from '../../api/contract/endpoints/wallet.ts';
import type { CardSetup, SavedCard, Voucher, WalletCoupon } from '../../api/contract/wallet.ts';

/**
 * The member wallet's calls (issue 14), shared by the account pages and the checkout. Each is
 * a `member` endpoint: the API client sends the session's Authorization.
 */
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function loadSavedCards(api: ApiClient, signal?: AbortSignal): Promise<SavedCard[]> {
  return (await callEndpoint(api, wallet.listCreditCards, opts(signal))).data;
}

/**
 * Saves a card to the wallet without a payment: `token` is the gateway's single-use token
 * (`POST /gateway/tokens`); the server keeps only the gateway's reusable token and brand,
 * last four digits and expiry.
 */
export async function saveWalletCard(api: ApiClient, token: string): Promise<SavedCard> {
  return (await callEndpoint(api, wallet.saveCreditCard, { body: { gateway_token: token } })).data;
}

/**
 * A Stripe hotel's "Add a card" (issue 43): the SetupIntent Stripe.js confirms, made by the
 * server on the member's Customer. `pageUrl` is where the 3-D Secure result goes back to.
 */
export async function startCardSetup(
  api: ApiClient,
  hotelCode: string,
  pageUrl: string,
): Promise<CardSetup> {
  return (
    await callEndpoint(api, wallet.startCardSetup, {
      body: { hotel_code: hotelCode, page_url: pageUrl },
    })
  ).data;
}

/** Keeps the card of a confirmed SetupIntent (read from Stripe by the server), or cancels it. */
export async function finishCardSetup(
  api: ApiClient,
  hotelCode: string,
  setupIntentId: string,
  cancel = false,
): Promise<SavedCard> {
  return (
    await callEndpoint(api, wallet.finishCardSetup, {
      params: { id: setupIntentId },
      body: { hotel_code: hotelCode, ...(cancel ? { cancel } : {}) },
    })
  ).data;
}

export async function deleteSavedCard(api: ApiClient, id: string): Promise<void> {
  await callEndpoint(api, wallet.deleteCreditCard, { params: { id } });
}

export async function loadWalletCoupons(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<WalletCoupon[]> {
  return (await callEndpoint(api, wallet.listDiscountCoupons, opts(signal))).data;
}

export async function loadVouchers(api: ApiClient, signal?: AbortSignal): Promise<Voucher[]> {
  return (await callEndpoint(api, wallet.listVouchers, opts(signal))).data;
}

/** Product.md §4: vouchers count as available if any is consumed, pending or available. */
export const vouchersAvailable = (vouchers: readonly Pick<Voucher, 'ui_status'>[]): boolean =>
  vouchers.some((v) => v.ui_status !== 'expired');

/** Expiry as the card shows it, MM/YYYY. */
export const cardExpiry = (card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string =>
  `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
