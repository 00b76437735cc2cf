import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What `npm run build` writes to dist/widget/manifest.json: entry chunk paths under /widget/. */
export interface BuildManifest {
  /** The inline widget's entry chunk, imported by the loader. */
  widget: string;
  /** The hosted app's entry chunk, loaded by the page at / (iframe, new tab, e-mail links). */
  hosted: string;
  /** The hotel console's entry chunk, loaded by the page at /console/ (absent in old builds). */
  console?: string;
}

/** Reads the build manifest; throws a clear error when the widget has not been built. */
export async function readManifest(widgetDir: string): Promise<BuildManifest> {
  const file = join(widgetDir, 'manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`The widget is not built: ${file} is missing. Run "npm run build".`);
  }
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('widget' in parsed) ||
    !('hosted' in parsed) ||
    typeof parsed.widget !== 'string' ||
    typeof parsed.hosted !== 'string'
  ) {
    throw new Error(`${file} is not a build manifest`);
  }
  const consoleEntry =
    'console' in parsed && typeof parsed.console === 'string' ? parsed.console : undefined;
  return {
    widget: parsed.widget,
    hosted: parsed.hosted,
    ...(consoleEntry ? { console: consoleEntry } : {}),
  };
}
