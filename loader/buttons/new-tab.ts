import { emit } from '../events.ts';
import { hostedUrl } from '../hosted-url.ts';
import type { ChunkMode } from '../modes/mode-view.ts';
import { placeBookLink } from './book-link.ts';

/** A link styled as a button that opens the hosted app in a new tab, search prefilled. */
export const newTabMode: ChunkMode = ({ host, config }, box) => {
  const link = placeBookLink(box, config);
  link.onclick = () => emit(host, 'hotel-booking:open', { mode: 'new-tab' });
  emit(host, 'hotel-booking:ready', { mode: 'new-tab' });
  return {
    update(next): void {
      link.href = hostedUrl(next);
    },
    destroy(): void {
      link.remove();
    },
  };
};
