import type { WidgetTheme } from '../../loader/widget-api.ts';
import type { BookingWidgetSettings } from '../api/contract/settings.ts';

/** What the header and footer show, after merging init settings with element attributes. */
export interface HeaderModel {
  /** The visible title (text, never markup). */
  readonly title?: string;
  /** Values for `{{facility_name}}` / `{{brand_name}}` in hotel HTML. */
  readonly facilityName?: string;
  readonly brandName?: string;
  readonly logo?: string;
  readonly headerHtml?: string;
  readonly footerHtml?: string;
  /** CSS custom properties for the app root (`--hb-accent` …), colours already validated. */
  readonly style: Readonly<Record<string, string>>;
}

const PLACEHOLDER = /\{\{\s*(facility_name|brand_name)\s*\}\}/g;

/** Colour check: the browser's CSS parser when there is one, a conservative pattern otherwise. */
export function isCssColour(value: string): boolean {
  if (/[;{}<>]/.test(value)) return false;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') {
    return CSS.supports('color', value);
  }
  return /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i.test(value.trim());
}

/**
 * Header merge rule (issue 4): the element's attributes win over the init settings, field by
 * field; empty values count as absent. The title is the `facility-name` attribute, else the
 * settings' header template with placeholders filled as text, else the hotel name.
 */
export function headerModel(
  settings: BookingWidgetSettings | undefined,
  theme: WidgetTheme,
  isColour: (value: string) => boolean = isCssColour,
): HeaderModel {
  const facilityName = theme.facilityName || settings?.hotel_name || undefined;
  const brandName = theme.brandName || settings?.hotel_brand.name || undefined;
  const template = settings?.header.trim();
  const filled = template
    ? template.replace(PLACEHOLDER, (_m, name: string) =>
        name === 'facility_name' ? (facilityName ?? '') : (brandName ?? ''),
      )
    : undefined;
  const style: Record<string, string> = {};
  const colour = (property: string, ...candidates: (string | undefined)[]) => {
    const value = candidates.map((c) => c?.trim()).find((c) => c && isColour(c));
    if (value) style[property] = value;
  };
  colour('--hb-accent', theme.buttonColour, settings?.button_colour);
  colour('--hb-header-bg', theme.headerColour, settings?.header_colour);
  colour('--hb-text', theme.fontColour, settings?.facility_shell.font_colour);
  const model: { -readonly [K in keyof HeaderModel]: HeaderModel[K] } = { style };
  const title = theme.facilityName || filled?.trim() || settings?.hotel_name;
  if (title) model.title = title;
  if (facilityName) model.facilityName = facilityName;
  if (brandName) model.brandName = brandName;
  const logo = theme.logo || settings?.logo;
  if (logo) model.logo = logo;
  const headerHtml = theme.headerHtml || settings?.website_header_html;
  if (headerHtml?.trim()) model.headerHtml = headerHtml;
  const footerHtml = theme.footerHtml || settings?.website_footer_html;
  if (footerHtml?.trim()) model.footerHtml = footerHtml;
  return model;
}
