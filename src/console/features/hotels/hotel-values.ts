import { LOCALES } from '../../../rules/locales.ts';
import type { SettingsValues } from '../settings/settings-values.ts';

/** The settings form's hotel section (`hotel.*` values): the add-a-hotel form's too. */
export type HotelSectionValues = Pick<
  SettingsValues,
  Extract<keyof SettingsValues, `hotel.${string}`>
>;

/** The add-a-hotel form's values: the hotel section's and the new hotel's code. */
export type HotelValues = HotelSectionValues & { 'hotel.code': string };

/** A new hotel's form: Japanese, in Tokyo, in yen, offering Japanese and English. */
export function newHotelValues(): HotelValues {
  const values: HotelValues = {
    'hotel.code': '',
    'hotel.name': '',
    'hotel.time_zone': 'Asia/Tokyo',
    'hotel.currency': 'JPY',
    'hotel.locale': 'ja',
    'hotel.names.en': '',
    'hotel.names.ja': '',
    'hotel.names.ko': '',
    'hotel.names.zh_Hans': '',
    'hotel.names.zh_Hant': '',
    'hotel.names.id': '',
    'hotel.names.th': '',
    'hotel.names.ar': '',
    'hotel.address.post_code': '',
    'hotel.address.full_address': '',
    'hotel.address.country': 'JP',
    'hotel.coordinates.latitude': '',
    'hotel.coordinates.longitude': '',
    'hotel.languages.en': true,
    'hotel.languages.ja': true,
    'hotel.languages.ko': false,
    'hotel.languages.zh_Hans': false,
    'hotel.languages.zh_Hant': false,
    'hotel.languages.id': false,
    'hotel.languages.th': false,
    'hotel.languages.ar': false,
  };
  return values;
}

const degrees = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * The new hotel the values make, for the contract to check, under `hotel` as in the settings
 * document (so an error's path is its field's name).
 */
export function detailsOfValues(values: HotelValues): { hotel: unknown } {
  const latitude = values['hotel.coordinates.latitude'];
  const longitude = values['hotel.coordinates.longitude'];
  return {
    hotel: {
      code: values['hotel.code'],
      name: values['hotel.name'],
      names: Object.fromEntries(
        LOCALES.flatMap((locale) => {
          const name = values[`hotel.names.${locale}`].trim();
          return name ? [[locale, name]] : [];
        }),
      ),
      address: {
        post_code: values['hotel.address.post_code'],
        full_address: values['hotel.address.full_address'],
        country: values['hotel.address.country'],
      },
      coordinates:
        latitude.trim() === '' && longitude.trim() === ''
          ? null
          : { latitude: degrees(latitude), longitude: degrees(longitude) },
      time_zone: values['hotel.time_zone'],
      currency: values['hotel.currency'],
      locale: values['hotel.locale'],
      languages: LOCALES.filter((locale) => values[`hotel.languages.${locale}`]),
    },
  };
}
