/** The loader's lazily loaded modes (no React): imported by the loader from the provider. */

// The element's deep-link reader, fetched only when the address may hold a link.
export { readDeepLink } from '../deep-link.ts';
export { bookLabel } from './book-label.ts';
export { createDialog } from './dialog.ts';
export { iframeMode } from './iframe.ts';
