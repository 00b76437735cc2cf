import type { createStore } from 'jotai';
import { Provider } from 'jotai/react';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { I18nProvider } from '../i18n/react.tsx';
import { readStoredLocale, resolveLocale } from '../i18n/resolve-locale.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { type Embed, EmbedContext } from './embed.ts';
import { Shell } from './Shell.tsx';

export type Store = ReturnType<typeof createStore>;

/** Location hooks for wouter: memory per element inline, the browser's in the hosted app. */
export interface RouterHooks {
  hook: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

export interface AppProps {
  config: WidgetConfig;
  store: Store;
  embed: Embed;
  router: RouterHooks;
}

/** The booking app: one jotai store, the embedding, i18n, routing and the shell. */
export function App({ config, store, embed, router }: AppProps) {
  const locale = resolveLocale({
    requested: config.locale,
    stored: readStoredLocale(),
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  const routerProps = router.searchHook
    ? { hook: router.hook, searchHook: router.searchHook }
    : { hook: router.hook };
  return (
    <Provider store={store}>
      <EmbedContext.Provider value={embed}>
        <I18nProvider
          locale={locale}
          fallback={<div className="hb-app hb-loader" aria-busy="true" />}
        >
          <Router {...routerProps}>
            <Shell config={config}>
              <AppRoutes config={config} />
            </Shell>
          </Router>
        </I18nProvider>
      </EmbedContext.Provider>
    </Provider>
  );
}
