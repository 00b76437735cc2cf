import { Provider, useAtomValue } from 'jotai/react';
import type { createStore } from 'jotai/vanilla';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import type { Messages } from '../i18n/messages.ts';
import { I18nProvider } from '../i18n/react.tsx';
import type { FunctionComponent } from '../react.ts';
import { ApiContext } from '../shared/api/api-context.ts';
import { isBarLayout } from '../shared/embed/bar-layout.ts';
import { type Embed, EmbedContext } from '../shared/embed/embed.ts';
import { localeAtom } from '../shared/locale/locale-state.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { Shell } from './Shell.tsx';
import type { AppRuntime } from './startup/create-runtime.ts';
import { useLocaleSync } from './use-locale-sync.ts';

export type Store = ReturnType<typeof createStore>;

/**
 * Routing: wouter's location hooks (memory per element inline, the browser's in the hosted
 * app), and for the agency site (src/rules/agency-base.ts) its base path and route table.
 */
export interface RouterHooks {
  hook: BaseLocationHook;
  searchHook?: BaseSearchHook;
  /** The hosted app's base path: `/ota` for the agency site. */
  base?: string;
  /** The screens by path: the standard route table (AppRoutes) unless given. */
  routes?: FunctionComponent<{ config: WidgetConfig }>;
}

export interface AppProps {
  config: WidgetConfig;
  /** This instance's store, API client and startup (src/app/startup/create-runtime.ts). */
  runtime: AppRuntime;
  embed: Embed;
  router: RouterHooks;
  /**
   * The locale's messages, given when the app is drawn on the server (server/web/first-screen):
   * drawn with them at once, no loading. In the browser they load (I18nProvider).
   */
  messages?: Messages;
}

/** The booking app: one jotai store, the embedding, the API client, i18n, routing, the shell. */
export function App({ config, runtime, embed, router, messages }: AppProps) {
  return (
    <Provider store={runtime.store}>
      <EmbedContext.Provider value={embed}>
        <ApiContext.Provider value={runtime.client}>
          <LocalizedApp config={config} router={router} messages={messages} />
        </ApiContext.Provider>
      </EmbedContext.Provider>
    </Provider>
  );
}

/** Everything below the locale: re-rendered in the new language when it changes. */
function LocalizedApp({
  config,
  router,
  messages,
}: {
  config: WidgetConfig;
  router: RouterHooks;
  messages: Messages | undefined;
}) {
  const locale = useAtomValue(localeAtom);
  useLocaleSync(config);
  const { routes: Routes = AppRoutes, ...hooks } = router;
  return (
    <I18nProvider
      locale={locale}
      // The booking bar waits with no loader: 200 px in its 72 px row moved the page.
      fallback={
        <div
          className={isBarLayout(config, undefined) ? 'hb-app' : 'hb-app hb-loader'}
          aria-busy="true"
        />
      }
      {...(messages ? { messages } : {})}
    >
      <Router {...hooks}>
        <Shell config={config}>
          <Routes config={config} />
        </Shell>
      </Router>
    </I18nProvider>
  );
}
