import { atom } from 'jotai';
import { useAtomValue } from 'jotai/react';
import type * as v from 'valibot';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { getSignInButtonSettings } from '../../api/contract/endpoints/settings.ts';
import type { SignInButtonSettingsSchema } from '../../api/contract/settings.ts';
import { useEffect, useState } from '../../react.ts';
import { useApi } from '../../shared/api/api-context.ts';
import { initSettingsAtom } from '../../shared/startup/init-state.ts';

export type SignInButton = v.InferOutput<typeof SignInButtonSettingsSchema>['data'];

/**
 * The answer known before any call: the server's drawing of the first screen (first-screen.tsx)
 * is drawn with it, since effects, and so the call, do not run there. Unset in the browser.
 */
export const knownSignInButtonAtom = atom<{ readonly button?: SignInButton } | undefined>(
  undefined,
);

/** One `settings/sign_in_button` call per widget instance and hotel; a failure means "off". */
const cache = new WeakMap<ApiClient, Map<string, Promise<SignInButton | undefined>>>();

function load(api: ApiClient, code: string): Promise<SignInButton | undefined> {
  const byHotel = cache.get(api) ?? new Map<string, Promise<SignInButton | undefined>>();
  cache.set(api, byHotel);
  let pending = byHotel.get(code);
  if (!pending) {
    pending = callEndpoint(api, getSignInButtonSettings, { params: { code } }).then(
      (answer) => answer.data,
      () => undefined,
    );
    byHotel.set(code, pending);
  }
  return pending;
}

/** The login widget data (doc 2 §7 `settings/sign_in_button`), once loaded. */
export function useSignInButton(): SignInButton | undefined {
  return useSignInButtonCall().button;
}

/** The same, and whether the call is still under way (the header holds the button's box). */
export function useSignInButtonCall(): { button?: SignInButton | undefined; pending: boolean } {
  const api = useApi();
  const code = useAtomValue(initSettingsAtom)?.hotel_code;
  const known = useAtomValue(knownSignInButtonAtom);
  const [answer, setAnswer] = useState<{ button?: SignInButton | undefined; pending: boolean }>(
    () => (known ? { button: known.button, pending: false } : { pending: true }),
  );
  useEffect(() => {
    if (!code) return;
    let live = true;
    void load(api, code).then((button) => live && setAnswer({ button, pending: false }));
    return () => {
      live = false;
    };
  }, [api, code]);
  return answer;
}
