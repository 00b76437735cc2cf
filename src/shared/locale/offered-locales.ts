import { LOCALES, type Locale, toLocale } from '../../rules/locales.ts';

/**
 * The languages one widget instance offers: what its language menu lists and what a locale
 * change may pick (product.md §1 "Languages", §4 "Locale change": a locale outside them gives
 * way to the first of them). The inline widget and the hosted app both use this rule, on the
 * same two inputs, so the page opened from an e-mail offers what the widget offered at booking:
 *
 * 1. The facility's languages: `available_languages` of its init settings, the supported ones in
 *    the hotel's order; all eight until settings arrive or when it lists none we support.
 * 2. Then the locale the embedding asked for explicitly: the inline element's `locale` attribute
 *    or the hosted app's `locale` query parameter — which every manage link in a guest e-mail
 *    carries with the booking's locale. The hotel (or the booking) chose it on purpose; the
 *    widget opens in it and keeps offering it for the whole visit, not only while it is active,
 *    so a guest who looks at the English version can come back.
 *
 * The spec's restriction of facility booking languages to ja, en, zh_Hans, zh_Hant and ko is
 * about a facility's configured list (its own content); it is not applied on top of the hotel's
 * `available_languages`, which may list all eight (seed: Osaka), nor to an explicit request.
 * A remembered or browser-derived locale is no request: it gives way to the facility's list.
 */
export function offeredLocales(
  facilityLanguages: readonly string[] | null | undefined,
  requested: string | null | undefined,
): readonly Locale[] {
  const listed = (facilityLanguages ?? [])
    .map(toLocale)
    .filter((l): l is Locale => l !== undefined);
  const offered: Locale[] = listed.length > 0 ? [...new Set(listed)] : [...LOCALES];
  const explicit = toLocale(requested);
  if (explicit && !offered.includes(explicit)) offered.push(explicit);
  return offered;
}
