import { ensureSnapshot } from './snapshot.ts';

/**
 * Vitest globalSetup: builds the PGlite test snapshot once before any worker starts, so the
 * workers never race to run initdb. (Test files also call ensureSnapshot, which is then a
 * cache hit.)
 */
export default async function setup(): Promise<void> {
  await ensureSnapshot();
}
