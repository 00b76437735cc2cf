import type { AuthState } from '../../shared/startup/init-state.ts';
import type { StartupParams } from '../../shared/startup/startup-params.ts';

/**
 * Startup step "identify the user". Without membership screens or a `/user/me` endpoint the
 * only signal is a member token in the address; everything else is an anonymous guest. A
 * one-time token alone does not sign anyone in (the spec falls back to a normal check).
 */
export function identify(params: StartupParams): AuthState {
  return params.accessToken
    ? { status: 'token', accessToken: params.accessToken }
    : { status: 'anonymous' };
}
