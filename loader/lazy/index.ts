/** The loader's lazily loaded modes (no React): imported by the loader from the provider. */
export { createDialog } from './dialog.ts';
export { iframeMode } from './iframe.ts';
