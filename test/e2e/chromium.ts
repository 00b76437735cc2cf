import { execSync } from 'node:child_process';

/** Debian's chromium (browser downloads by test tools fail on these machines). */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
  } catch {
    throw new Error("Chromium not found: install Debian's chromium (apt-get install -y chromium).");
  }
}

/** Flags for headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
