import { LOCALES, type Locale } from '../../../rules/locales.ts';

type Named<P extends string, K extends string> = `${P}.${K}`;

/** The add-a-hotel form's values, named by the contract's paths (`names.ja`, `address.country`). */
export type HotelValues = Record<
  | 'code'
  | 'name'
  | 'time_zone'
  | 'currency'
  | 'locale'
  | Named<'names', Locale>
  | Named<'address', 'post_code' | 'full_address' | 'country'>
  | Named<'coordinates', 'latitude' | 'longitude'>,
  string
> &
  Record<Named<'languages', Locale>, boolean>;

/** A new hotel's form: Japanese, in Tokyo, in yen, offering Japanese and English. */
export function newHotelValues(): HotelValues {
  const values: HotelValues = {
    code: '',
    name: '',
    time_zone: 'Asia/Tokyo',
    currency: 'JPY',
    locale: 'ja',
    'names.en': '',
    'names.ja': '',
    'names.ko': '',
    'names.zh_Hans': '',
    'names.zh_Hant': '',
    'names.id': '',
    'names.th': '',
    'names.ar': '',
    'address.post_code': '',
    'address.full_address': '',
    'address.country': 'JP',
    'coordinates.latitude': '',
    'coordinates.longitude': '',
    'languages.en': true,
    'languages.ja': true,
    'languages.ko': false,
    'languages.zh_Hans': false,
    'languages.zh_Hant': false,
    'languages.id': false,
    'languages.th': false,
    'languages.ar': false,
  };
  return values;
}

const degrees = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** The hotel details the values make, for the contract to check. */
export function detailsOfValues(values: HotelValues): unknown {
  const latitude = values['coordinates.latitude'];
  const longitude = values['coordinates.longitude'];
  return {
    code: values.code,
    name: values.name,
    names: Object.fromEntries(
      LOCALES.flatMap((locale) => {
        const name = values[`names.${locale}`].trim();
        return name ? [[locale, name]] : [];
      }),
    ),
    address: {
      post_code: values['address.post_code'],
      full_address: values['address.full_address'],
      country: values['address.country'],
    },
    coordinates:
      latitude.trim() === '' && longitude.trim() === ''
        ? null
        : { latitude: degrees(latitude), longitude: degrees(longitude) },
    time_zone: values.time_zone,
    currency: values.currency,
    locale: values.locale,
    languages: LOCALES.filter((locale) => values[`languages.${locale}`]),
  };
}
