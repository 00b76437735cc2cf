import type { ConsoleScreenProps } from '../../routes.ts';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { AlpineBitsSection } from './AlpineBitsSection.tsx';
import { MessagesSection } from './MessagesSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/**
 * `/hotels/:hotel/connectivity` (issue 42): the hotel's channel manager (AlpineBits credentials),
 * its webhooks and their deliveries, and the last messages exchanged. The code mapping and iCal
 * feeds are in the console API (server/README.md "Connectivity").
 */
export function ConnectivityScreen({ params }: ConsoleScreenProps) {
  useSettingsStyles();
  const hotel = params.hotel ?? '';
  return (
    <>
      <AlpineBitsSection hotel={hotel} />
      <WebhooksSection hotel={hotel} />
      <MessagesSection hotel={hotel} />
    </>
  );
}
