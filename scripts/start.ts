/**
 * `npm start`: builds the widget if needed, starts the provider server (API, widget files,
 * hosted app; the embedded database is created and seeded on first start), the demo identity
 * provider (OpenID sign-in) and the demo hotel website on other origins, then prints the
 * addresses and the demo sign-in user.
 */

import { startIdentityProvider } from '../demo/identity-provider/server.ts';
import { startDemo } from '../demo/server.ts';
import { DEMO_CONSOLE_STAFF } from '../server/db/seed/console-staff.ts';
import { DEMO_CORPORATE_USERS, DEMO_ORGANIZATION } from '../server/db/seed/corporate.ts';
import { DEMO_MEMBER } from '../server/db/seed/members.ts';
import { DEMO_VOUCHERS, WALLET_COUPONS } from '../server/db/seed/wallet.ts';
import { startServer } from '../server/main.ts';
import { externalSignInCallback } from '../src/api/contract/endpoints/membership.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { exitUnlessSupportedNode } from './supported-node.mjs';

exitUnlessSupportedNode();
buildIfNeeded();
// The agency catalogue (2,100 generated hotels) loads in the background unless asked not to.
process.env.AGENCY_HOTELS ??= '2100';
// The provider's callback is known once the server listens; the identity provider reads it
// on its first request.
let callback = '';
const idp = await startIdentityProvider({
  port: Number(process.env.OIDC_PORT ?? 8789),
  ...(process.env.OIDC_CLIENT_SECRET ? { clientSecret: process.env.OIDC_CLIENT_SECRET } : {}),
  redirectUris: () => [callback],
});
// The demo site's chatbot page may receive members' one-time tokens (unless CHATBOT_ORIGINS
// says otherwise), and its pages may frame the booking pages (unless FRAME_ANCESTORS says
// otherwise; by default only the server's own pages may): its origin joins both lists once it
// listens.
const chatSites: string[] = [];
const framingSites: string[] = [];
const provider = await startServer({
  demoIdentityProvider: idp,
  ...(process.env.CHATBOT_ORIGINS ? {} : { chatbotOrigins: chatSites }),
  ...(process.env.FRAME_ANCESTORS ? {} : { frameAncestors: framingSites }),
});
callback = new URL(externalSignInCallback.path, provider.publicOrigin).href;
const demo = await startDemo({
  port: Number(process.env.DEMO_PORT ?? 8788),
  providerOrigin: provider.url,
});
chatSites.push(new URL(demo.url).origin);
framingSites.push(new URL(demo.url).origin);
const [user] = idp.users;

console.log(`
  Provider server (API, widget, hosted booking pages): ${provider.url}
  Demo hotel website:                                  ${demo.url}
    1. WordPress-style home page:  ${demo.url}/
    2. Themed CMS page:            ${demo.url}/cms.html
    3. New-tab button:             ${demo.url}/new-tab.html
    4. Chatbot host:               ${demo.url}/chatbot.html
    5. Room finder (recommender):  ${demo.url}/room-finder.html
  Mailbox (e-mails sent without SMTP_URL): ${provider.url}/dev/mailbox
  Demo member (Sakura Club):               ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
    its wallet (Sakura Hotel Tokyo):       coupons ${WALLET_COUPONS.map((c) => c.code).join(', ')}, vouchers ${DEMO_VOUCHERS.map((v) => v.number).join(', ')}
  Demo organization (${DEMO_ORGANIZATION.display_name}, ${DEMO_ORGANIZATION.max_nights} nights per half-year): ${provider.url}/organization-sign-in?code=sakura-tokyo
${DEMO_CORPORATE_USERS.map((u) => `    ${u.role.padEnd(6)}                               ${u.email} / ${u.password}`).join('\n')}
  Hotel console (staff of Sakura Hotels):  ${provider.url}/console/
${DEMO_CONSOLE_STAFF.map((s) => `    ${s.role.replace('_', ' ').padEnd(37)}${s.email} / ${s.password}`).join('\n')}
  Demo identity provider (OpenID sign-in): ${idp.issuer}
    its user:                              ${user?.email ?? ''} / ${user?.password ?? ''}
  Press Ctrl+C to stop.
`);

const stop = async () => {
  await Promise.allSettled([demo.close(), idp.close(), provider.close()]);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
