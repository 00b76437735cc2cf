/**
 * The button modes (modal, new-tab) and the link to the hosted page: a chunk the loader imports
 * when an element shows a button, or when the inline widget's code cannot load. Kept out of the
 * loader, which an inline page runs without them.
 */
export { placeBookLink } from './book-link.ts';
export { modalMode } from './modal.ts';
export { newTabMode } from './new-tab.ts';
