import { bookLink } from '../book-link.ts';
import { emit } from '../events.ts';
import { hostedUrl } from '../hosted-url.ts';
import type { ModeFactory } from './mode-view.ts';

/** A link styled as a button that opens the hosted app in a new tab, search prefilled. */
export const newTabMode: ModeFactory = ({ host, root, config }) => {
  const link = bookLink(host, config);
  link.onclick = () => emit(host, 'hotel-booking:open', { mode: 'new-tab' });
  root.append(link);
  return {
    update(next): void {
      link.href = hostedUrl(next);
    },
    destroy(): void {
      link.remove();
    },
  };
};
