import { resolve } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ErrorCode } from '../src/api/contract/index.ts';
import { builtinInterpreter } from './agency/assist/model.ts';
import { alpineBitsRoutes } from './connectivity/alpinebits/route.ts';
import { icalRoutes } from './connectivity/ical/route.ts';
import { DEFAULT_SESSION_POLICY } from './console/auth/sessions.ts';
import { CONSOLE_API_PREFIX, consoleDepsMiddleware } from './console/deps.ts';
import { uploadedMediaRoutes } from './console/media/routes.ts';
import { CONSOLE_IMAGE_UPLOAD, UPLOADS_PATH } from './console/media/upload.ts';
import { consoleRoutes } from './console/routes/index.ts';
import { draftSettingsLookup } from './console/settings/preview.ts';
import { dbExchangeRates } from './currency/rates.ts';
import type { AppDeps } from './deps.ts';
import { DomainError } from './domain/errors.ts';
import { apiCors as corsForApi } from './http/api-cors.ts';
import { clientAddress, clientAddressOf, limitKeyOf } from './http/client-address.ts';
import { clientSession } from './http/client-session.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { errorResponse, notFound, toDomainError } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { jsonLogger } from './http/logger.ts';
import { maintenance } from './http/maintenance.ts';
import { rejectNulBytes } from './http/no-nul.ts';
import { rateLimit } from './http/rate-limit.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { MAX_BODY_BYTES } from './http/validate.ts';
import { memoryLimitStore } from './limits/memory-store.ts';
import { openApiDocument, openApiHtml } from './openapi/document.ts';
import { gatewayDirectory } from './payments/hotel-gateways.ts';
import { isTestGateway } from './payments/is-test-gateway.ts';
import { createSecretBox, DEVELOPMENT_SECRET_KEY } from './payments/secret-box.ts';
import { createTestGateway } from './payments/test-gateway.ts';
import { brandRoutes } from './routes/brands.ts';
import { chatbotRoutes, devLiffRoutes } from './routes/chatbot.ts';
import type { AppEnv, RouteDeps } from './routes/context.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { externalSignInRoutes } from './routes/external-sign-in.ts';
import { FILE_ATTACHMENTS_PATH, fileAttachmentRoutes } from './routes/file-attachments.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { hotelRoutes } from './routes/hotels.ts';
import { identityRoutes } from './routes/identity.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { marketingRoutes } from './routes/marketing.ts';
import { mediaRoutes } from './routes/media.ts';
import { membershipRoutes } from './routes/memberships.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { otaRoutes } from './routes/ota.ts';
import { payLinkRoutes } from './routes/pay-links.ts';
import { pointRoutes } from './routes/points.ts';
import { previewRoutes } from './routes/preview.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { roomRoutes } from './routes/rooms.ts';
import { STRIPE_ROUTES, stripeRoutes } from './routes/stripe.ts';
import { userRoutes } from './routes/user.ts';
import { walletRoutes } from './routes/wallet.ts';
import { defaultLiffConfig } from './services/chatbot/liff-tokens.ts';
import { createDiscovery } from './services/identity-providers/discovery.ts';
import { passwordHasher } from './services/members/passwords.ts';
import { stripePolicyLookup } from './services/payments/stripe-policy.ts';
import { tagPolicyLookup } from './services/tracking.ts';
import {
  FIRST_SCREEN_EMBED_PATH,
  FIRST_SCREEN_PATH,
  firstScreenRoutes,
} from './web/first-screen/route.ts';
import { createWebApp } from './web/index.ts';

export type { AppDeps } from './deps.ts';

/** The app as built: its handlers see the request id and error code the request log keeps. */
export type App = Hono<AppEnv>;

/** Headers the widget sends on API calls (doc 2 §7 "Common request behaviour"). */
const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'Accept-Language',
  'X-Locale',
  'Idempotency-Key',
  'X-Client-Session',
  'X-Tracing-Id',
  'X-App-Version',
  'X-Request-Id',
  'X-Site-Controller',
  'X-Tier',
  'X-Pubnub-Auth-Key',
  'X-Email-Conversion-Id',
  'X-One-Time-Access-Token',
];

const API_PREFIXES = ['/api/', '/identity/'];

/**
 * The whole server as one Hono app: provider API, agency API, identity, dev mailbox, OpenAPI,
 * and last the static widget and hosted app (owned by server/web).
 */
export function createApp(deps: AppDeps): App {
  const logger = deps.logger ?? jsonLogger;
  const gateway = deps.paymentGateway ?? createTestGateway(() => deps.publicOrigin);
  const secretBox = deps.secretBox ?? createSecretBox(DEVELOPMENT_SECRET_KEY);
  const gateways =
    deps.gateways ??
    gatewayDirectory({
      db: deps.db,
      fallback: gateway,
      box: secretBox,
      origin: () => deps.publicOrigin,
      stripeEndpoint: deps.stripeEndpoint,
    });
  const routeDeps: RouteDeps = {
    db: deps.db,
    mailer: deps.mailer,
    // A getter: main.ts learns its own URL only after listening on a free port.
    get publicOrigin() {
      return deps.publicOrigin;
    },
    now: deps.now ?? (() => new Date()),
    logger,
    gateway,
    gateways,
    secretBox,
    secretBoxConfigured: deps.secretBoxConfigured ?? false,
    allowedOrigins: deps.allowedOrigins ?? '*',
    exchangeRates: deps.exchangeRates ?? dbExchangeRates(deps.db),
    limitStore: deps.limitStore ?? memoryLimitStore(),
    passwords: passwordHasher(deps.passwordParams),
    connectivityAllowPrivateHosts: deps.connectivityAllowPrivateHosts ?? false,
  };
  const app = new Hono<AppEnv>();

  // First: every limit keys on the address it resolves (TRUST_PROXY decides whose headers count).
  app.use('*', clientAddress(deps.trustProxy ?? false));
  app.use('*', requestLog(logger));
  // Outermost but the log: errors, 404s and compressed answers get them too.
  app.use(
    '*',
    securityHeaders({
      publicOrigin: () => routeDeps.publicOrigin,
      frameAncestors: deps.frameAncestors,
    }),
  );
  app.use('*', rejectNulBytes());
  // API answers and pages of 1 KB or more go out gzip-compressed when the client accepts it;
  // the widget files come precompressed (Brotli or gzip) and are left as they are.
  app.use('*', compressAnswers());
  const origins = deps.allowedOrigins ?? '*';
  const apiCors = corsForApi({
    origins,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  // The demo's stand-in messaging platform asks the local LIFF issuer from the hotel's page.
  app.use('/dev/liff/*', apiCors);
  // The first screen the loader asks for is drawn per request (kept, but a query can differ):
  // cross-origin like the API, and under the same rate limit and maintenance switch.
  for (const prefix of ['/api/*', '/identity/*', FIRST_SCREEN_PATH, FIRST_SCREEN_EMBED_PATH]) {
    app.use(prefix, apiCors);
    if (deps.maintenance) app.use(prefix, maintenance(deps.maintenance));
    if (deps.rateLimit !== false) {
      const limit = deps.rateLimit ?? { windowMs: 60_000, max: 600 };
      app.use(
        prefix,
        rateLimit({
          ...limit,
          // In `app.request()` tests there is no socket, so all share one bucket.
          keyOf: (c) => limitKeyOf(clientAddressOf(c) ?? 'local'),
          store: routeDeps.limitStore,
          now: () => routeDeps.now().getTime(),
        }),
      );
    }
    // Streams are cut at the limit, so a chunked upload without Content-Length cannot fill memory.
    // Uploads stream to disk under their own limit (routes/file-attachments.ts).
    const jsonLimit = bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(
          c,
          new DomainError(
            ErrorCode.payloadTooLarge,
            413,
            `body must be at most ${MAX_BODY_BYTES} bytes`,
            'body',
          ),
        ),
    });
    // A GET or HEAD body is never read, and checking for one makes node-server build a full
    // Request object for every search (a profile showed it in the kept search's hot path).
    app.use(prefix, (c, next) =>
      c.req.method === 'GET' ||
      c.req.method === 'HEAD' ||
      c.req.path === FILE_ATTACHMENTS_PATH ||
      CONSOLE_IMAGE_UPLOAD.test(c.req.path)
        ? next()
        : jsonLimit(c, next),
    );
    // After the rate limit, so a flood of bogus sessions cannot reach the database.
    if (prefix === '/api/*') app.use(prefix, clientSession(deps.db, routeDeps.now));
  }

  // The console gate of `auth: 'staff'` endpoints reads these (server/http/register.ts).
  app.use(
    `${CONSOLE_API_PREFIX}*`,
    consoleDepsMiddleware({
      db: deps.db,
      now: routeDeps.now,
      publicOrigin: () => routeDeps.publicOrigin,
      sessionPolicy: deps.consoleSession ?? DEFAULT_SESSION_POLICY,
    }),
  );

  app.onError((error, c) => {
    const domain =
      error instanceof HTTPException
        ? new DomainError(
            error.status >= 500 ? ErrorCode.internal : ErrorCode.invalid,
            error.status,
            error.message || 'Bad request',
          )
        : toDomainError(error);
    c.set('errorCode', domain.code);
    if (domain.status >= 500) {
      logger({
        level: 'error',
        msg: 'unhandled error',
        request_id: c.get('requestId'),
        error: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : 'unknown',
      });
    }
    return errorResponse(c, domain);
  });
  app.notFound((c) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p)) || c.req.path.startsWith('/dev/')) {
      c.set('errorCode', ErrorCode.notFound);
      return errorResponse(c, notFound(`${c.req.method} ${c.req.path}`));
    }
    return c.text('Not found', 404);
  });

  // The hotel console's live preview: a staff session's unsaved settings, answered to it alone
  // by the settings call and the first screen (server/console/settings/preview.ts).
  const draftSettings = draftSettingsLookup({
    db: deps.db,
    now: routeDeps.now,
    publicOrigin: () => routeDeps.publicOrigin,
    sessionPolicy: deps.consoleSession ?? DEFAULT_SESSION_POLICY,
    exchangeRates: routeDeps.exchangeRates,
  });
  // The JSON APIs register each handler from its declaration in src/api/contract/endpoints.
  hotelRoutes(app, routeDeps, { draftSettings });
  brandRoutes(app, routeDeps);
  roomRoutes(app, routeDeps);
  previewRoutes(app, routeDeps);
  reservationRoutes(app, routeDeps);
  marketingRoutes(app, routeDeps);
  payLinkRoutes(app, routeDeps);
  otaRoutes(app, routeDeps, deps.assist ?? builtinInterpreter);
  identityRoutes(app, routeDeps);
  membershipRoutes(app, routeDeps);
  walletRoutes(app, routeDeps);
  userRoutes(app, routeDeps);
  pointRoutes(app, routeDeps);
  organizationRoutes(app, routeDeps);
  lotteryRoutes(app, routeDeps);
  // Other hotel systems: the AlpineBits HotelData server (server/connectivity, issue 42).
  alpineBitsRoutes(app, routeDeps);
  icalRoutes(app, routeDeps);
  consoleRoutes(app, routeDeps);
  const liff = deps.liff ?? defaultLiffConfig();
  const frameAncestors = deps.frameAncestors;
  chatbotRoutes(app, routeDeps, {
    liff,
    chatbotOrigins:
      deps.chatbotOrigins ??
      (frameAncestors === undefined || frameAncestors === '*' ? [] : frameAncestors),
  });
  const secrets = deps.oidcClientSecrets ?? {};
  externalSignInRoutes(app, routeDeps, {
    discovery: createDiscovery(),
    secretFor: (clientId) => (Object.hasOwn(secrets, clientId) ? secrets[clientId] : undefined),
  });
  fileAttachmentRoutes(app, {
    db: deps.db,
    dir: deps.attachmentsDir ?? resolve('.data/attachments'),
  });
  app.route('/dev/mailbox', devMailboxRoutes(deps.mailer));
  if (!deps.liff) app.route('/dev/liff', devLiffRoutes(liff, routeDeps.now));
  app.route(STRIPE_ROUTES, stripeRoutes(routeDeps));
  if (isTestGateway(gateway)) {
    app.route(
      '/gateway',
      gatewayRoutes({ gateway, allowedOrigins: routeDeps.allowedOrigins, now: routeDeps.now }),
    );
  }

  let doc: Record<string, unknown> | null = null;
  const openapi = (): Record<string, unknown> => {
    doc ??= openApiDocument(deps.publicOrigin);
    return doc;
  };
  app.get('/api/openapi.json', (c) => c.json(openapi()));
  app.get('/api/docs', (c) => c.html(openApiHtml(openapi())));

  // Before the web app, whose catch-all would answer the hosted page for unknown paths.
  app.route(UPLOADS_PATH, uploadedMediaRoutes(deps.db));
  app.route('/media', mediaRoutes());
  app.route('/', healthRoutes(deps.db, deps.draining ?? (() => false)));
  app.route(
    '/',
    firstScreenRoutes({
      db: deps.db,
      exchangeRates: routeDeps.exchangeRates,
      now: routeDeps.now,
      draftSettings,
    }),
  );

  app.route(
    '/',
    createWebApp({
      widgetDir: deps.widgetDir,
      frameAncestors: deps.frameAncestors,
      tagPolicy: tagPolicyLookup(deps.db),
      gatewayPolicy: stripePolicyLookup(deps.db),
    }),
  );
  return app;
}
