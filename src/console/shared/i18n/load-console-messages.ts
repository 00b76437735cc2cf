import type { Messages } from '../../../i18n/messages.ts';
import type { Locale } from '../../../rules/locales.ts';
import type { ConsoleArea } from './console-areas.ts';

/**
 * A console locale module. Built (scripts/rollup-precompile-messages.mjs), `default` holds the
 * shell's texts precompiled and `areas` one loader per other area, each its own chunk. Unbuilt
 * (tests, tools), it is the plain JSON file: `default` holds every text and `areas` is absent.
 */
interface ConsoleLocaleModule {
  readonly default: Messages;
  readonly areas?: Readonly<Partial<Record<string, () => Promise<{ readonly default: Messages }>>>>;
}

/**
 * One loader per locale of the console's own messages (locales/console/*.json, never the
 * widget's locales/*.json). Each literal `import()` is its own chunk, so only the staff member's
 * language is downloaded; keep them literal (a template-string import would bundle them all).
 */
const LOADERS: Readonly<Record<Locale, () => Promise<ConsoleLocaleModule>>> = {
  en: () => import('../../../../locales/console/en.json'),
  ja: () => import('../../../../locales/console/ja.json'),
  ko: () => import('../../../../locales/console/ko.json'),
  zh_Hans: () => import('../../../../locales/console/zh_Hans.json'),
  zh_Hant: () => import('../../../../locales/console/zh_Hant.json'),
  id: () => import('../../../../locales/console/id.json'),
  th: () => import('../../../../locales/console/th.json'),
  ar: () => import('../../../../locales/console/ar.json'),
};

const modules = new Map<Locale, Promise<ConsoleLocaleModule>>();
const areaTexts = new Map<string, Promise<Messages>>();
/** Area texts already in, by `locale:area`: a screen opened again is drawn at once. */
const arrived = new Map<string, Messages>();
/** Every area a screen has asked for: a change of language loads them with the shell. */
const wanted = new Set<ConsoleArea>();

/** A cached load whose failure is forgotten, so a retry loads again. */
function cached<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = load().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, pending);
  return pending;
}

const localeModule = (locale: Locale) => cached(modules, locale, LOADERS[locale]);

function loadArea(locale: Locale, area: ConsoleArea): Promise<Messages> {
  return cached(areaTexts, `${locale}:${area}`, () =>
    localeModule(locale).then(async (module) => {
      const load = module.areas?.[area];
      // Unbuilt, the default export already holds the area; built, an area no text of this
      // locale has is empty.
      const texts = load ? (await load()).default : {};
      arrived.set(`${locale}:${area}`, texts);
      return texts;
    }),
  );
}

/**
 * The shell's texts of one locale, cached. The areas screens have asked for so far (in any
 * language) are loaded too before it resolves, so a change of language redraws the open
 * screen in the new one without a moment of loading.
 */
export async function loadConsoleMessages(locale: Locale): Promise<Messages> {
  // Best effort: an area that fails is asked for again by its screen (which offers a retry),
  // and must not send the whole console to English.
  const [module] = await Promise.all([
    localeModule(locale),
    ...[...wanted].map((area) => loadArea(locale, area).catch(() => undefined)),
  ]);
  return module.default;
}

/** The texts of `areas` in `locale`, loaded on demand and cached. */
export async function loadConsoleAreas(
  locale: Locale,
  areas: readonly ConsoleArea[],
): Promise<Messages> {
  for (const area of areas) wanted.add(area);
  const texts = await Promise.all(areas.map((area) => loadArea(locale, area)));
  return Object.assign({}, ...texts);
}

/** The texts of `areas` in `locale` if every one is already in, else `undefined`. */
export function arrivedConsoleAreas(
  locale: Locale,
  areas: readonly ConsoleArea[],
): Messages | undefined {
  const texts: Messages[] = [];
  for (const area of areas) {
    const got = arrived.get(`${locale}:${area}`);
    if (!got) return undefined;
    texts.push(got);
  }
  return Object.assign({}, ...texts);
}
