/**
 * `npm start`: builds the widget if needed, starts the provider server (API, widget files,
 * hosted app; the embedded database is created and seeded on first start) and the demo hotel
 * website on another origin, then prints both addresses.
 */
import { startDemo } from '../demo/server.ts';
import { startServer } from '../server/main.ts';
import { buildIfNeeded } from './build-if-needed.ts';

buildIfNeeded();
const provider = await startServer();
const demo = await startDemo({
  port: Number(process.env.DEMO_PORT ?? 8788),
  providerOrigin: provider.url,
});

console.log(`
  Provider server (API, widget, hosted booking pages): ${provider.url}
  Demo hotel website:                                  ${demo.url}
    1. WordPress-style home page:  ${demo.url}/
    2. Themed CMS page:            ${demo.url}/cms.html
    3. New-tab button:             ${demo.url}/new-tab.html
    4. Chatbot host:               ${demo.url}/chatbot.html
  Mailbox (e-mails sent without SMTP_URL): ${provider.url}/dev/mailbox
  Press Ctrl+C to stop.
`);

const stop = async () => {
  await Promise.allSettled([demo.close(), provider.close()]);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
