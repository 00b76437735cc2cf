// Public surface of startup: what mount.tsx, hosted/main.tsx and features use.
export { type AppRuntime, createAppRuntime, type RuntimeHost } from './create-runtime.ts';
export {
  type AuthState,
  analyticsAllowedAtom,
  authAtom,
  currentPathAtom,
  type InitState,
  initSettingsAtom,
  initStateAtom,
  startupParamsAtom,
} from './init-state.ts';
export { logLeak, type PreparedStart, prepareHosted, prepareInline } from './prepare.ts';
export { isBrandFacilityMode, searchPath } from './search-path.ts';
export { readStartupParams, type StartupParams } from './startup-params.ts';
