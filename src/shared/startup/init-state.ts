import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { Member } from '../../api/contract/membership.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { readStartupParams, type StartupParams } from './startup-params.ts';

/**
 * Where startup stands. The atoms are module-level keys; each widget instance has its own
 * jotai store, so two widgets on one page never share settings.
 */
export type InitState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly settings: BookingWidgetSettings }
  | { readonly status: 'failed'; readonly error: ApiError }
  /** No hotel code: nothing is loaded; the app shows the spec's no-hotel-code error. */
  | { readonly status: 'missingHotelCode' };

/** Startup progress and, once ready, the hotel's booking_widget init settings. */
export const initStateAtom: PrimitiveAtom<InitState> = atom<InitState>({ status: 'loading' });

/** The init settings once loaded, else undefined (a read-only view of {@link initStateAtom}). */
export const initSettingsAtom = atom((get): BookingWidgetSettings | undefined => {
  const state = get(initStateAtom);
  return state.status === 'ready' ? state.settings : undefined;
});

/** The startup query parameters as read before tokens were stripped from the address. */
export const startupParamsAtom: PrimitiveAtom<StartupParams> = atom(readStartupParams(''));

/**
 * Who is using the widget:
 * - `anonymous`: a guest;
 * - `token`: the address brought a member token (`accessToken`/`login_token`), sent as
 *   Authorization until startup has asked `/user/me` who it belongs to;
 * - `member`: a signed-in member with the profile from `/user/me` (see shared/member).
 */
export type AuthState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'token'; readonly accessToken: string }
  | {
      readonly status: 'member';
      readonly accessToken: string;
      readonly refreshToken: string;
      readonly member: Member;
    };

export const authAtom: PrimitiveAtom<AuthState> = atom<AuthState>({ status: 'anonymous' });

/** False once the PII guard found personal data in the address: analytics must stay off. */
export const analyticsAllowedAtom: PrimitiveAtom<boolean> = atom(true);

/** The app's current path (without query), mirrored by the shell for code outside React. */
export const currentPathAtom: PrimitiveAtom<string> = atom('/');
