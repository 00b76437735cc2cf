import { createRoot } from 'react-dom/client';
import { initialConsoleLocale } from './shared/i18n/console-locale.ts';
import { ConsoleApp } from './shell/ConsoleApp.tsx';
import { CONSOLE_CSS } from './shell/console-css.ts';

/**
 * The hotel console's entry (its own build, rollup.config.mjs `appBuild('console', …)`), loaded
 * by the page the provider serves at /console/ (server/web/console-page.ts).
 */
const sheet = new CSSStyleSheet();
sheet.replaceSync(CONSOLE_CSS);
document.adoptedStyleSheets = [sheet];
const container = document.getElementById('console') ?? document.body;
createRoot(container).render(
  <ConsoleApp initialLocale={initialConsoleLocale(document.documentElement.lang)} />,
);
