import type { WidgetTheme } from '../../loader/widget-api.ts';

/**
 * The colours the server accepts when it draws the first screen (server/web/first-screen),
 * where no CSS parser can be asked: hex, a name, or an rgb()/hsl() of plain numbers.
 */
const PLAIN_COLOUR = /^(#[\da-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/** A colour attribute is used only if the browser reads it as a colour (no CSS smuggling). */
function colour(value: string | undefined): string | undefined {
  if (!value || /[;{}]/.test(value)) return undefined;
  if (typeof CSS === 'undefined') return PLAIN_COLOUR.test(value) ? value : undefined;
  return CSS.supports('color', value) ? value : undefined;
}

/**
 * The hotel's theme as CSS for the widget's shadow root: colours become custom properties the
 * widget's stylesheet reads, then the hotel's own CSS follows so it can override anything
 * inside the widget — and, living in the shadow root, nothing outside it.
 */
export function themeCss(theme: WidgetTheme): string {
  const vars: string[] = [];
  const button = colour(theme.buttonColour);
  const header = colour(theme.headerColour);
  const font = colour(theme.fontColour);
  if (button) vars.push(`--hb-accent:${button}`);
  if (header) vars.push(`--hb-header-bg:${header}`);
  if (font) vars.push(`--hb-text:${font}`);
  return `:host{${vars.join(';')}}\n${theme.customCss ?? ''}`;
}
