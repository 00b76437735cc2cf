import { useT } from '../i18n/react.tsx';
import { useEffect } from '../react.ts';
import { useEmbed } from '../shared/embed/embed.ts';

/** The spec's no-hotel-code error: shown to the guest and reported to the host page once. */
export function MissingHotelCode() {
  const t = useT();
  const embed = useEmbed();
  const message = t('app.noHotelCode');
  useEffect(() => {
    embed.emit('hotel-booking:error', { code: 'no_hotel_code', message });
  }, [embed, message]);
  return (
    <p className="hb-error" role="alert">
      {message}
    </p>
  );
}
