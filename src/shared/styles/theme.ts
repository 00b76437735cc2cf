import { THEME_NAMES } from '../../../loader/attributes.ts';
import type { WidgetConfig, WidgetTheme } from '../../../loader/widget-api.ts';

const CAMEL = (name: string) =>
  name.replace(/-(.)/g, (_m, c: string) => c.toUpperCase()) as keyof WidgetTheme;

/** The hotel's theme from the element's attributes (`header-html` → headerHtml …). */
export function themeOf(config: WidgetConfig): WidgetTheme {
  const theme: WidgetTheme = {};
  for (const name of THEME_NAMES) {
    const raw = config.attributes[name];
    // Hotel HTML and CSS keep their whitespace; other values are trimmed.
    const value = name.endsWith('-html') || name === 'custom-css' ? raw : raw?.trim();
    if (value) theme[CAMEL(name)] = value;
  }
  return theme;
}
