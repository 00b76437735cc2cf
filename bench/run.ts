/**
 * `npm run bench`: prints figures (not pass/fail): widget bundle sizes per chunk, widget timings
 * in Chromium and where their main-thread time goes, server latency/throughput under load, the
 * agency search over 2,100 hotels, and assisted search's accuracy on its tuning and held-out sets.
 * Builds first when sources changed.
 */
import { buildIfNeeded } from '../scripts/build-if-needed.ts';

buildIfNeeded();
console.log('== Widget bundle sizes ==');
await import('./sizes.ts');
console.log('\n== Widget timings (Chromium, loopback) ==');
await import('./widget-timings.ts');
console.log('\n== Where the inline widget spends the main thread (Chromium, 4x CPU slowdown) ==');
await import('./widget-profile.ts');
console.log('\n== Provider server under load ==');
await import('./server/index.ts');
console.log('\n== Agency search over the 2,100-hotel catalogue ==');
await import('./agency-search.ts');
console.log('\n== Assisted search: requests and fields right, tuning and held-out sets ==');
await import('./assist.ts');
