import { useAtomValue, useStore } from 'jotai/react';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useRef, useState } from '../../react.ts';
import { isLocale, type Locale, toBcp47 } from '../../rules/locales.ts';
import { allowedLocalesAtom, changeLocale } from '../../shared/locale/locale-state.ts';
import { startupParamsAtom } from '../../shared/startup/init-state.ts';

/**
 * /iframe-change-locale?locale=… (headless): the chatbot sets the booking site's language. The
 * locale (restricted to the facility's languages) is stored as `triplabot_locale`, which open
 * booking pages adopt when they next get focus (product.md §4 "Locale change").
 */
export function IframeChangeLocaleScreen(_props: { config: WidgetConfig }) {
  const t = useT();
  const store = useStore();
  const allowed = useAtomValue(allowedLocalesAtom);
  const requested = useAtomValue(startupParamsAtom).raw.locale;
  const [saved, setSaved] = useState<Locale | undefined>();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current || !isLocale(requested)) return;
    ran.current = true;
    setSaved(changeLocale(store, requested, allowed));
  }, [store, requested, allowed]);
  const language = saved
    ? (new Intl.DisplayNames([toBcp47(saved)], { type: 'language' }).of(toBcp47(saved)) ?? saved)
    : '';
  return (
    <div className="hb-chat">
      <p className="hb-chat-text" role="status">
        {saved ? t('chat.locale.done', { language }) : t('chat.locale.invalid')}
      </p>
    </div>
  );
}
