import type { ConsoleScreenProps } from '../../routes.ts';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { AlpineBitsSection } from './AlpineBitsSection.tsx';
import { IcalSection } from './IcalSection.tsx';
import { MessagesSection } from './MessagesSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/**
 * `/hotels/:hotel/connectivity` (issue 42): the hotel's channel manager (AlpineBits credentials),
 * its webhooks and their deliveries, iCal export addresses and imported calendars, and the last
 * messages exchanged. The code mapping is in the console API only (server/README.md "Connectivity").
 */
export function ConnectivityScreen({ params }: ConsoleScreenProps) {
  useSettingsStyles();
  const hotel = params.hotel ?? '';
  return (
    <>
      <AlpineBitsSection hotel={hotel} />
      <WebhooksSection hotel={hotel} />
      <IcalSection hotel={hotel} />
      <MessagesSection hotel={hotel} />
    </>
  );
}
