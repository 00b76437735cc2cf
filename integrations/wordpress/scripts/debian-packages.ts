import { spawnSync } from 'node:child_process';

/**
 * The Debian packages this folder's lint and tests run on: PHP's CLI (with MySQL, mbstring and
 * XML), phpcs, and WordPress 6.1 with its default block theme (Twenty Twenty-Three).
 */
export const LINT_PACKAGES = ['php-cli', 'php-codesniffer'];
export const SITE_PACKAGES = [
  ...LINT_PACKAGES,
  'php-mysql',
  'php-mbstring',
  'php-xml',
  'wordpress',
  'wordpress-theme-twentytwentythree',
];

/** The packages of the list dpkg does not show as installed. */
export function missingPackages(packages: readonly string[]): string[] {
  return packages.filter((name) => {
    // `\${Status}` is dpkg-query's format field, not a placeholder.
    const query = spawnSync('dpkg-query', ['-W', `-f=\${Status}`, name], { encoding: 'utf8' });
    return !query.stdout.includes('install ok installed');
  });
}

/**
 * Installs the missing ones with apt-get when running as root (waiting up to 15 minutes for
 * another apt to let go of dpkg's lock), else fails saying what to install.
 */
export function ensurePackages(packages: readonly string[]): void {
  const missing = missingPackages(packages);
  if (!missing.length) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Missing Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing Debian's ${missing.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=900', ...args], { stdio: 'inherit', env });
  if (apt(['install', '-y', '-qq', ...missing]).status === 0) return;
  // A machine whose package lists are old or missing: fetch them once and try again.
  apt(['update', '-qq']);
  if (apt(['install', '-y', '-qq', ...missing]).status !== 0)
    throw new Error(`apt-get could not install ${missing.join(' ')}`);
}
