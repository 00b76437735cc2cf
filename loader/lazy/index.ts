/** The loader's lazily loaded modes (no React): imported by the loader from the provider. */
export { bookLabel } from './book-label.ts';
export { createDialog } from './dialog.ts';
export { iframeMode } from './iframe.ts';
