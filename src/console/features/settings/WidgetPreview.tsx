import { useEffect, useId, useRef, useState } from '../../../react.ts';
import type { Locale } from '../../../rules/locales.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/** The modes the preview shows (new-tab opens another tab: nothing to see beside the form). */
export const PREVIEW_MODES = ['inline', 'modal', 'iframe'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

/** The provider's loader, on the console's own origin. */
const LOADER = '/widget/hotel-booking.js';

/** Adds the widget's loader to the page once (it defines `<hotel-booking>`). */
function ensureLoader(): void {
  if (document.querySelector(`script[src="${LOADER}"]`)) return;
  const script = document.createElement('script');
  script.src = LOADER;
  script.async = true;
  document.head.append(script);
}

/**
 * The live preview: the real `<hotel-booking>` of the hotel, from the provider's loader, in the
 * chosen mode and language. It runs on the console's origin, so its calls carry the staff
 * session: the settings call and the first screen answer this session's draft
 * (server/console/settings/preview.ts). A new `version` (a draft sent) draws it afresh.
 */
export function WidgetPreview({
  hotelCode,
  languages,
  version,
  status,
}: {
  readonly hotelCode: string;
  readonly languages: readonly Locale[];
  readonly version: number;
  /** What the preview shows now (the saved settings, the unsaved changes …), read out politely. */
  readonly status: string;
}) {
  const t = useCT();
  const id = useId();
  const host = useRef<HTMLDivElement | null>(null);
  const [mode, setMode] = useState<PreviewMode>('inline');
  const [chosen, setLocale] = useState<Locale | undefined>(languages[0]);
  const locale = chosen && languages.includes(chosen) ? chosen : languages[0];

  useEffect(ensureLoader, []);
  useEffect(() => {
    const element = document.createElement('hotel-booking');
    element.setAttribute('hotel-code', hotelCode);
    element.setAttribute('mode', mode);
    if (locale) element.setAttribute('locale', locale);
    if (mode === 'modal') element.textContent = t('settings.preview.openModal');
    host.current?.replaceChildren(element);
    return () => element.remove();
  }, [hotelCode, mode, locale, version, t]);

  return (
    <section className="cs-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.preview.title')}</h2>
      <div className="cs-preview-tools">
        <span className="cs-inline-field">
          <label htmlFor={`${id}-mode`}>{t('settings.preview.mode')}</label>
          <select
            id={`${id}-mode`}
            value={mode}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setMode(PREVIEW_MODES.find((m) => m === value) ?? 'inline');
            }}
          >
            {PREVIEW_MODES.map((value) => (
              <option key={value} value={value}>
                {t(`settings.preview.mode.${value}`)}
              </option>
            ))}
          </select>
        </span>
        <span className="cs-inline-field">
          <label htmlFor={`${id}-locale`}>{t('settings.preview.language')}</label>
          <select
            id={`${id}-locale`}
            value={locale ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setLocale(languages.find((l) => l === value));
            }}
          >
            {languages.map((value) => (
              <option key={value} value={value}>
                {t(`language.${value}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p className="cs-status" role="status">
        {status}
      </p>
      <div className="cs-preview-frame" ref={host} data-testid="settings-preview" />
    </section>
  );
}
