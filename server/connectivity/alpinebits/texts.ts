import { LOCALES } from '../../../src/rules/locales.ts';
import { attr, child, children, text, type XmlNode } from './xml.ts';

/** AlpineBits languages are ISO 639-1 codes; ours name Chinese by script. */
function localeOf(language: string | undefined): string | undefined {
  if (!language) return undefined;
  if (language === 'zh') return 'zh_Hans';
  return (LOCALES as readonly string[]).includes(language) ? language : undefined;
}

/** Texts per locale we serve (others dropped) and the text to keep as the plain column. */
export interface LocaleTexts {
  byLocale: Record<string, string>;
  /** English when sent, else the first text. */
  main: string;
}

/** The `Description` or `Text` elements of a node, by `Language`. */
export function localeTexts(nodes: readonly XmlNode[]): LocaleTexts {
  const byLocale: Record<string, string> = {};
  let main = '';
  let english = '';
  for (const node of nodes) {
    const value = text(node).trim();
    if (!value) continue;
    const language = attr(node, 'Language');
    main ||= value;
    if (language === 'en') english ||= value;
    const locale = localeOf(language);
    if (locale && !(locale in byLocale)) byLocale[locale] = value;
  }
  return { byLocale, main: english || main };
}

/** The texts of the `MultimediaDescription` with this InfoCode (25 short name, 1 long text). */
export function multimediaTexts(descriptions: XmlNode | undefined, infoCode: string): LocaleTexts {
  const entry = children(descriptions, 'MultimediaDescription').find(
    (d) => attr(d, 'InfoCode') === infoCode,
  );
  return localeTexts(children(child(child(entry, 'TextItems'), 'TextItem'), 'Description'));
}
