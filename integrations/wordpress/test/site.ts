import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { buildWordPressZip } from '../scripts/build.ts';
import { ensurePackages, SITE_PACKAGES } from '../scripts/debian-packages.ts';

/** Debian's WordPress (package `wordpress`): the code the test site runs, copied as it is. */
const DEBIAN_WORDPRESS = '/usr/share/wordpress';

export interface WordPressSite {
  url: string;
  /** On a multisite network (`multisite` given): the second site's post with a shortcode. */
  networkPost?: string;
  /** The installed WordPress's directory (its wp-config.php is the test's). */
  dir: string;
  admin: { user: string; password: string };
  author: { user: string; password: string };
  /** What site.php reported: theme, version, active plugins. */
  installed: { theme: string; version: string; plugins: string[] };
  /** PHP notices and errors WordPress logged (WP_DEBUG_LOG). */
  debugLog(): string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

/**
 * wp-config.php of the test site: MariaDB on 127.0.0.1 (root, no password), no outside HTTP
 * (the machine is offline), and DISALLOW_UNFILTERED_HTML, so nobody, not even the
 * administrator, may save a script: the plugin must work without it.
 */
function wpConfig(database: string, url: string, dir: string, multisite = false): string {
  const host = new URL(url).host;
  const network = multisite
    ? `define('WP_ALLOW_MULTISITE', true);
define('MULTISITE', true);
define('SUBDOMAIN_INSTALL', false);
define('DOMAIN_CURRENT_SITE', '${host}');
define('PATH_CURRENT_SITE', '/');
define('SITE_ID_CURRENT_SITE', 1);
define('BLOG_ID_CURRENT_SITE', 1);`
    : '';
  const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define('${name}', '${randomBytes(24).toString('hex')}');`);
  return `<?php
define('DB_NAME', '${database}');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1:3306');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.join('\n')}
$table_prefix = 'wp_';
${multisite ? '' : `define('WP_HOME', '${url}');\ndefine('WP_SITEURL', '${url}');`}
define('DISALLOW_UNFILTERED_HTML', true);
${network}
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('DISABLE_WP_CRON', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '${join(dir, 'debug.log')}');
if (!defined('ABSPATH')) {
  define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
`;
}

async function waitForHttp(url: string, server: ChildProcess): Promise<void> {
  let last = '';
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error(`php -S exited (${server.exitCode})`);
    const response = await fetch(url, { redirect: 'manual' }).catch(() => undefined);
    if (response && response.status < 500) return;
    last = response
      ? `${response.status}: ${(await response.text())
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(-400)}`
      : 'no answer';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WordPress did not answer at ${url} (${last})`);
}

/**
 * A fresh WordPress site from Debian's packages (installed first if missing): a copy of
 * /usr/share/wordpress with its own wp-config.php and database, the plugin unpacked from the zip
 * `npm run build:wordpress` writes, served by PHP's built-in web server.
 */
export async function startWordPress(
  options: { multisite?: { provider: string } } = {},
): Promise<WordPressSite> {
  ensurePackages(SITE_PACKAGES);
  const root = mkdtempSync(join(tmpdir(), 'hotel-booking-wordpress-'));
  const dir = join(root, 'wordpress');
  // Debian links some files to its shared copies (underscore, backbone, getID3 …) by relative
  // paths: copy what they point to. The .htaccess (Apache's) is of no use to PHP's server.
  cpSync(DEBIAN_WORDPRESS, dir, {
    recursive: true,
    dereference: true,
    filter: (source) => source !== join(DEBIAN_WORDPRESS, '.htaccess'),
  });
  const zip = unzipSync(readFileSync(buildWordPressZip()));
  for (const [name, data] of Object.entries(zip)) {
    const path = join(dir, 'wp-content/plugins', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = `wp_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  writeFileSync(join(dir, 'wp-config.php'), wpConfig(database, url, root));
  const admin = { user: 'admin', password: `admin-${randomBytes(6).toString('hex')}` };
  const author = { user: 'author', password: `author-${randomBytes(6).toString('hex')}` };
  const env = {
    ...process.env,
    WP_DIR: dir,
    WP_URL: url,
    WP_DB_NAME: database,
    WP_ADMIN_PASSWORD: admin.password,
    WP_AUTHOR_PASSWORD: author.password,
  };
  const sitePhp = join(import.meta.dirname, 'site.php');
  let server: ChildProcess | undefined;
  const close = async () => {
    const pid = server?.pid;
    if (server && pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      // The server's workers are its children: end its whole process group, not just it.
      process.kill(-pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    execFileSync('php', [sitePhp, 'drop'], { env, stdio: 'inherit' });
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const installed = JSON.parse(
      execFileSync('php', [sitePhp, 'install'], { env, encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop() ?? '{}',
    ) as WordPressSite['installed'];
    const networkPhp = join(import.meta.dirname, 'network.php');
    if (options.multisite) {
      execFileSync('php', [networkPhp, 'tables'], { env, stdio: 'inherit' });
      writeFileSync(join(dir, 'wp-config.php'), wpConfig(database, url, root, true));
    }
    // Four workers: the block editor asks the REST API several things at once.
    server = spawn(
      'php',
      ['-S', `127.0.0.1:${port}`, '-t', dir, join(import.meta.dirname, 'router.php')],
      { env: { ...env, PHP_CLI_SERVER_WORKERS: '4' }, stdio: 'ignore', detached: true },
    );
    await waitForHttp(`${url}/wp-login.php`, server);
    let networkPost: string | undefined;
    if (options.multisite) {
      const provider = options.multisite.provider;
      const output = execFileSync('php', [networkPhp, 'sites'], {
        env: { ...env, PROVIDER: provider },
        encoding: 'utf8',
      });
      networkPost = (JSON.parse(output.trim().split('\n').pop() ?? '{}') as { post: string }).post;
    }
    const debugLog = () => {
      try {
        return readFileSync(join(root, 'debug.log'), 'utf8');
      } catch {
        return '';
      }
    };
    return {
      url,
      dir,
      admin,
      author,
      installed,
      debugLog,
      close,
      ...(networkPost ? { networkPost } : {}),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Runs a PHP file with the test site's WordPress loaded (see plugin-test.php). */
export function runPhp(
  site: { dir: string; url: string },
  file: string,
  args: string[] = [],
): { status: number; output: string } {
  try {
    const output = execFileSync('php', [file, ...args], {
      env: { ...process.env, WP_DIR: site.dir, WP_URL: site.url },
      encoding: 'utf8',
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    return { status: failed.status ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
