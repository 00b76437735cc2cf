/** `npm run bench`: prints figures (not pass/fail). Builds first when sources changed. */
import { buildIfNeeded } from '../scripts/build-if-needed.ts';

buildIfNeeded();
console.log('== Widget bundle sizes ==');
await import('./sizes.ts');
