import { writeFileSync } from 'node:fs';
import { startWordPress } from './integrations/wordpress/test/site.ts';
const site = await startWordPress();
writeFileSync('/tmp/wp-debug.json', JSON.stringify(site));
console.log(JSON.stringify(site));
process.on('SIGTERM', async () => { await site.close(); process.exit(0); });
setInterval(() => {}, 1000);
