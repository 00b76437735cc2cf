import type { ConsoleScreenProps } from '../../routes.ts';
import { useSettingsStyles } from '../settings/settings-css.ts';
import { AlpineBitsSection } from './AlpineBitsSection.tsx';
import { CodeMapSection } from './CodeMapSection.tsx';
import { IcalSection } from './IcalSection.tsx';
import { MessagesSection } from './MessagesSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/**
 * `/hotels/:hotel/connectivity` (issue 42): the hotel's channel manager (AlpineBits credentials),
 * and its codes for our room types and plans, the webhooks and their deliveries, iCal export
 * addresses and imported calendars, and the last messages exchanged.
 */
export function ConnectivityScreen({ params }: ConsoleScreenProps) {
  useSettingsStyles();
  const hotel = params.hotel ?? '';
  return (
    <>
      <AlpineBitsSection hotel={hotel} />
      <CodeMapSection hotel={hotel} />
      <WebhooksSection hotel={hotel} />
      <IcalSection hotel={hotel} />
      <MessagesSection hotel={hotel} />
    </>
  );
}
