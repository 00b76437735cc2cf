import { atom } from 'jotai';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import { claimSignUp } from '../../api/contract/endpoints/membership.ts';
import { useEffect, useRef } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { useSignedIn } from './after-sign-in.ts';

/**
 * The sign-up's claim (server/services/members/sign-up-claims.ts) while "check your e-mail" is
 * shown, and where to go once signed in (the sign-up's own return path, else its done screen).
 * Kept in the widget's store only: a secret, never in an address or in storage.
 */
export const signUpClaimAtom = atom<SignUpClaim | undefined>(undefined);

export interface SignUpClaim {
  readonly claim: string;
  /** The sign-up's return path (a members-only plan), if it had one. */
  readonly back: string | undefined;
  /** The sign-up's done screen ("welcome"). */
  readonly done: string;
}

/**
 * Signs the guest in once they confirmed elsewhere (issue 37): the e-mailed link opens the
 * provider's hosted page, another tab on another origin (or another device), which cannot
 * reach the widget on the hotel's page or its storage. So when the guest comes back to this
 * page (its window gains focus, or its tab is shown again) the widget asks the provider with
 * its claim, one ask at a time; once the account is confirmed it gets its own session and
 * goes on, signed in. Asking costs one small call per return and nothing while the guest is away.
 */
export function useSignInOnReturn(): void {
  const api = useApi();
  const pending = useAtomValue(signUpClaimAtom);
  const setClaim = useSetAtom(signUpClaimAtom);
  // The latest one, read when the answer comes: it is a new function at each drawing.
  const latest = useSignedIn();
  const signedIn = useRef(latest);
  signedIn.current = latest;
  useEffect(() => {
    if (!pending) return;
    let asking = false;
    let live = true;
    const ask = () => {
      if (asking || document.visibilityState === 'hidden') return;
      asking = true;
      callEndpoint(api, claimSignUp, { body: { sign_in_claim: pending.claim } })
        .then(({ data }) => {
          if (!live || !('access_token' in data)) return;
          setClaim(undefined);
          signedIn.current(data, pending.back ?? pending.done);
        })
        // A failed ask (offline) is asked again at the next return.
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    };
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      live = false;
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [api, pending, setClaim]);
}
