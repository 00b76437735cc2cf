/** The locale key for a `locale` attribute such as `ja`, `zh-Hant` or `zh_Hant`. */
export const localeKey = (locale: string | undefined): string =>
  (locale ?? document.documentElement.lang).replace('-', '_');
