import { useAtomValue, useStore } from 'jotai/react';
import { useLocation } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { useLocale } from '../i18n/react.tsx';
import { type CSSProperties, type ReactNode, useEffect, useMemo } from '../react.ts';
import { isBarLayout } from '../shared/embed/bar-layout.ts';
import { useEmbed } from '../shared/embed/embed.ts';
import { loadedSanitiser } from '../shared/hotel-html/sanitiser.ts';
import {
  currentPathAtom,
  initSettingsAtom,
  initStateAtom,
  startupParamsAtom,
} from '../shared/startup/init-state.ts';
import { themeOf } from '../shared/styles/theme.ts';
import { Footer } from './Footer.tsx';
import { GlobalBanner } from './GlobalBanner.tsx';
import { Header } from './Header.tsx';
import { headerModel } from './header-model.ts';
import { NoticeBanner } from './NoticeBanner.tsx';
import { ObsoleteBrowserWarning } from './ObsoleteBrowserWarning.tsx';
import { findRoute } from './routes.ts';
import { shellVisibility } from './shell-visibility.ts';
import { searchPath } from './startup/search-path.ts';

/**
 * Header, banners, main area and footer, shown or hidden by the current route's flags and the
 * §2 rules (shell-visibility.ts). Hotel colours become custom properties on the app root.
 */
export function Shell({ config, children }: { config: WidgetConfig; children: ReactNode }) {
  const [path] = useLocation();
  const { locale, direction } = useLocale();
  const embed = useEmbed();
  const store = useStore();
  const settings = useAtomValue(initSettingsAtom);
  const loading = useAtomValue(initStateAtom).status === 'loading';
  const params = useAtomValue(startupParamsAtom);
  const route = findRoute(path);
  const model = useMemo(() => headerModel(settings, themeOf(config)), [settings, config]);
  // The booking bar is a slim row on the hotel's page, whose own header and footer frame it.
  const bar = isBarLayout(config, settings);
  const show = shellVisibility({
    route,
    chatbot: embed.chatbot || params.inChatbot,
    settings,
    params,
  });
  // The runtime (outside React) needs the path for the 401 redirect decision.
  useEffect(() => store.set(currentPathAtom, path), [store, path]);
  // Inline, the widget is one named region of the hotel's page: the page has its own banner
  // and main landmarks, and a header inside a section is no banner. The hosted app is the page.
  const inline = embed.kind === 'inline';
  const Root = inline ? 'section' : 'div';
  const Main = inline ? 'div' : 'main';
  return (
    <Root
      // The hotel's header and footer CSS, cleaned and kept to those boxes, in every commit
      // before the paint (src/lib/hotel-css.ts). Startup fetched the sanitiser's chunk, which
      // carries it, when the settings have any; without the chunk there is none to apply.
      ref={(root: HTMLElement | null) => loadedSanitiser()?.adoptHotelCss(root, settings)}
      className="hb-app"
      lang={locale.replace('_', '-')}
      dir={direction}
      style={model.style as CSSProperties}
      aria-label={inline ? (model.title ?? model.facilityName) : undefined}
    >
      {show.header && !bar && (
        <Header model={model} show={show} searchPath={searchPath(settings)} />
      )}
      <ObsoleteBrowserWarning />
      <NoticeBanner />
      <GlobalBanner warning={route?.payPage === true} />
      {/* A new main once startup is done: the header then grows (hotel name, currency, sign-in)
          and a main that was already there would be pushed down, a layout shift. */}
      <Main key={loading ? 'loading' : 'ready'} className="hb-main" aria-busy={loading}>
        {/* The bar's start shows no loader: 200 px in a 72 px row moved the page (a returning
            guest's bar starts at once, with no drawing in its place). */}
        {bar && loading ? null : children}
      </Main>
      {/* A new footer too: the new main's height moves it (when it is on screen). */}
      {show.footer && !bar && <Footer key={loading ? 'loading' : 'ready'} model={model} />}
    </Root>
  );
}
