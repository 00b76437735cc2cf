import type { TestProject } from 'vitest/node';
import { startJourneyServers } from '../../../test/e2e/global-setup.ts';
import { startWordPress } from './site.ts';

export interface WordPressContext {
  url: string;
  dir: string;
  admin: { user: string; password: string };
  author: { user: string; password: string };
  installed: { theme: string; version: string; plugins: string[] };
}

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: WordPressContext;
    /** A second WordPress, a multisite network whose second site has a post with a shortcode. */
    wordpressNetwork: { url: string; dir: string; post: string };
  }
}

/** The one server set started for the WordPress files. */
function journeyServers(project: TestProject) {
  const [set] = project.getProvidedContext().e2e;
  if (!set) throw new Error('The journey servers did not start.');
  return set;
}

/**
 * The journeys' provider server, demo sites and Chromium (test/e2e/global-setup.ts), plus a
 * fresh WordPress site from Debian's packages with the plugin's zip installed and activated,
 * and a second one turned into a multisite network.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // One server set: the WordPress files run one at a time (vitest.wordpress.config.ts).
  const stopJourneys = await startJourneyServers(project, 1);
  const site = await startWordPress();
  const network = await startWordPress({
    multisite: { provider: journeyServers(project).provider },
  });
  console.log(
    `WordPress ${site.installed.version} (${site.installed.theme}) at ${site.url}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { url, dir, admin, author, installed } = site;
  project.provide('wordpress', { url, dir, admin, author, installed });
  project.provide('wordpressNetwork', {
    url: network.url,
    dir: network.dir,
    post: network.networkPost ?? '',
  });
  return async () => {
    const log = site.debugLog() + network.debugLog();
    // WordPress 6.1 itself logs PHP 8.2 deprecations; the plugin must log nothing.
    const ours = log.split('\n').filter((line) => line.includes('/plugins/hotel-booking/'));
    await Promise.all([site.close(), network.close()]);
    await stopJourneys();
    if (ours.length) {
      console.error(`The plugin logged PHP messages:\n${ours.join('\n')}`);
      process.exitCode = 1;
    }
  };
}
