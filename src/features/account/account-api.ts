import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { getUserLotteryResults } from '../../api/contract/endpoints/lottery.ts';
import * as membership from '../../api/contract/endpoints/membership.ts';
import { getOrganization } from '../../api/contract/endpoints/organizations.ts';
import type { Member, MemberTokens } from '../../api/contract/membership.ts';
import type { OrganizationView } from '../../api/contract/organization.ts';
import type { ProfileBody } from './profile-form.ts';
import type { ListQuery } from './reservation-list.ts';

/**
 * The account area's calls (doc 2 §7 "Membership", `/user/reservations`). Every one is a
 * `member` endpoint: the API client sends the session's Authorization from authAtom.
 */
export async function loadProfile(api: ApiClient, signal?: AbortSignal): Promise<Member> {
  return (await callEndpoint(api, membership.showMember, signal ? { signal } : {})).data;
}

export async function saveProfile(api: ApiClient, body: ProfileBody): Promise<Member> {
  return (await callEndpoint(api, membership.updateMember, { body })).data;
}

/** Starts a login e-mail change; the answer is the address waiting for its verification. */
export async function changeEmail(
  api: ApiClient,
  email: string,
  currentPassword: string,
): Promise<string> {
  const body = { email, current_password: currentPassword };
  return (await callEndpoint(api, membership.updateEmail, { body })).data.pending_email;
}

export async function resendEmailChange(api: ApiClient): Promise<string> {
  return (await callEndpoint(api, membership.resendEmailChange)).data.pending_email;
}

/** Changes the password; the server revokes every session and answers a fresh one. */
export async function changePassword(
  api: ApiClient,
  current: string,
  next: string,
  confirmation: string,
): Promise<MemberTokens> {
  const body = { current_password: current, password: next, password_confirmation: confirmation };
  return (await callEndpoint(api, membership.updatePassword, { body })).data;
}

export async function deleteAccount(
  api: ApiClient,
  body: {
    reason: 'not_used' | 'high_price' | 'not_attractive' | 'other';
    details?: string;
    current_password?: string;
  },
): Promise<void> {
  await callEndpoint(api, membership.cancelMembership, { body });
}

export async function loadReservations(api: ApiClient, query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(api, membership.getUserReservations, {
    query: { status: query.status, page: query.page },
    ...(signal ? { signal } : {}),
  });
}

/** The signed-in corporate member's organization and stay allowance per period. */
export async function loadOrganization(
  api: ApiClient,
  organization: { brandId: number; id: number },
  signal?: AbortSignal,
): Promise<OrganizationView> {
  const params = { brand_id: String(organization.brandId), id: String(organization.id) };
  return (await callEndpoint(api, getOrganization, { params, ...(signal ? { signal } : {}) })).data;
}

/** The member's lottery entries, newest first (the reservations list's lottery group). */
export async function loadLotteryEntries(api: ApiClient, signal?: AbortSignal) {
  return (await callEndpoint(api, getUserLotteryResults, signal ? { signal } : {})).data;
}
