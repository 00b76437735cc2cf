// Public surface of startup: what mount.tsx, hosted/main.tsx and features use.

export {
  type AuthState,
  analyticsAllowedAtom,
  authAtom,
  currentPathAtom,
  type InitState,
  initSettingsAtom,
  initStateAtom,
  startupParamsAtom,
} from '../../shared/startup/init-state.ts';
export { readStartupParams, type StartupParams } from '../../shared/startup/startup-params.ts';
export { type AppRuntime, createAppRuntime, type RuntimeHost } from './create-runtime.ts';
export { logLeak, type PreparedStart, prepareHosted, prepareInline } from './prepare.ts';
export { isBrandFacilityMode, searchPath } from './search-path.ts';
