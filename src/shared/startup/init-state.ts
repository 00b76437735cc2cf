import { atom, type PrimitiveAtom } from 'jotai/vanilla';
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
 * Who is using the widget. Membership is not built yet: a guest is anonymous unless the address
 * brought a member token (`accessToken`/`login_token`), which is then sent as Authorization.
 * The token is not verified here: the server has no identity endpoint (`/user/me`) yet.
 */
export type AuthState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'token'; readonly accessToken: string };

export const authAtom: PrimitiveAtom<AuthState> = atom<AuthState>({ status: 'anonymous' });

/** False once the PII guard found personal data in the address: analytics must stay off. */
export const analyticsAllowedAtom: PrimitiveAtom<boolean> = atom(true);

/** The app's current path (without query), mirrored by the shell for code outside React. */
export const currentPathAtom: PrimitiveAtom<string> = atom('/');
