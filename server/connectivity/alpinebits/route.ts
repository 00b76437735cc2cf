import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { AppEnv } from '../../routes/context.ts';
import { recordMessage } from '../messages.ts';
import {
  type ActionOutcome,
  ActionRefusal,
  type AlpineBitsAction,
  type AlpineBitsHotel,
} from './action.ts';
import { alpineBitsActions } from './actions.ts';
import { errorAnswer, OTA_ERROR } from './answers.ts';
import { hotelOfCredential } from './credentials.ts';
import { ALPINEBITS_VERSION } from './handshake.ts';
import { parseXml, type XmlNode } from './xml.ts';
import { checkSchema } from './xsd.ts';

export const ALPINEBITS_PATH = '/alpinebits';

/** A FreeRooms message for a year of nights of many rooms stays well under this. */
const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * The AlpineBits HotelData 2020-10 server (§2 of the standard): one endpoint taking POSTs as
 * multipart/form-data with `action` and `request` (the message), HTTP
 * Basic credentials of one hotel, and the `X-AlpineBits-ClientProtocolVersion` header.
 *
 * - transport problems answer `ERROR:<reason>` as text: 401 (credentials), 400 (no or unknown
 *   action, no request, a protocol version other than 2020-10 outside the handshake);
 * - a request that is not well-formed or not valid against the official XSD, or whose root is not
 *   the action's, answers 400 with the action's response element holding only
 *   `<Errors><Error Type="13" Code="450">…</Error></Errors>`, and nothing is changed;
 * - otherwise 200 with the action's answer (which may itself be an error answer, such as 392 for
 *   another hotel's code).
 * Every exchange with known credentials is logged for the console (messages.ts).
 */
export function alpineBitsRoutes(
  app: Hono<AppEnv>,
  deps: { db: Kysely<Database>; now: () => Date; logger: Logger },
): void {
  const actions = alpineBitsActions();
  app.post(
    ALPINEBITS_PATH,
    bodyLimit({
      maxSize: MAX_REQUEST_BYTES,
      onError: (c) => c.text('ERROR:request too large', 413),
    }),
    async (c) => {
      const hotel = await hotelOfCredential(deps.db, c.req.header('authorization'));
      if (!hotel) {
        c.header('WWW-Authenticate', 'Basic realm="AlpineBits", charset="UTF-8"');
        return c.text('ERROR:wrong or missing credentials', 401);
      }
      const version = c.req.header('x-alpinebits-clientprotocolversion')?.trim();
      const form = await readForm(c.req.raw);
      const actionName = typeof form?.action === 'string' ? form.action : undefined;
      const action = actionName ? actions.get(actionName) : undefined;
      const log = (outcome: ActionOutcome['outcome'], status: number, detail: string) =>
        recordMessage(deps.db, {
          hotelId: hotel.id,
          channel: 'alpinebits',
          direction: 'received',
          action: actionName ?? '(none)',
          outcome,
          httpStatus: status,
          detail,
        });
      const refuse = async (reason: string) => {
        await log('error', 400, reason);
        return c.text(`ERROR:${reason}`, 400);
      };
      if (!version) return refuse('missing X-AlpineBits-ClientProtocolVersion header');
      if (!action) return refuse('unknown or missing action');
      if (version !== ALPINEBITS_VERSION && action.requestRoot !== 'OTA_PingRQ')
        return refuse(`unsupported protocol version ${version.slice(0, 20)}`);
      const request = await requestText(form?.request);
      if (request === null) return refuse('missing request');

      const checked = await readRequest(request, action);
      if ('invalid' in checked) {
        await log('error', 400, checked.invalid);
        return c.body(
          errorAnswer(
            action.responseRoot,
            action.responseVersion,
            OTA_ERROR.unableToProcess,
            checked.invalid,
          ),
          400,
          { 'Content-Type': XML_TYPE },
        );
      }
      let result: ActionOutcome;
      try {
        result = await runAction(deps.db, action, hotel, checked.request, deps.now());
      } catch (error) {
        if (error instanceof ActionRefusal) {
          // The action's transaction is rolled back: the message changed nothing.
          await log('error', 200, error.message);
          return c.body(
            errorAnswer(action.responseRoot, action.responseVersion, error.code, error.message),
            200,
            { 'Content-Type': XML_TYPE },
          );
        }
        deps.logger({
          level: 'error',
          msg: 'alpinebits action failed',
          action: action.name,
          error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
        });
        await log('error', 500, 'internal error');
        return c.body(
          errorAnswer(
            action.responseRoot,
            action.responseVersion,
            OTA_ERROR.systemError,
            'internal error',
          ),
          500,
          { 'Content-Type': XML_TYPE },
        );
      }
      await log(result.outcome, 200, result.detail);
      return c.body(result.xml, 200, { 'Content-Type': XML_TYPE });
    },
  );
}

/** One transaction per action: a request that fails halfway changes nothing. */
function runAction(
  db: Kysely<Database>,
  action: AlpineBitsAction,
  hotel: AlpineBitsHotel,
  request: XmlNode,
  now: Date,
): Promise<ActionOutcome> {
  return db.transaction().execute((trx) => action.handle({ db: trx, hotel, now }, request));
}

async function readForm(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return null;
  try {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  } catch {
    return null;
  }
}

async function requestText(value: unknown): Promise<string | null> {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (value instanceof Blob) {
    const text = await value.text();
    return text.trim() ? text : null;
  }
  return null;
}

/** The request checked against the XSD and parsed, or why it cannot be processed. */
async function readRequest(
  xml: string,
  action: AlpineBitsAction,
): Promise<{ request: XmlNode } | { invalid: string }> {
  const check = await checkSchema(xml);
  if (!check.valid)
    return { invalid: `request is not valid AlpineBits 2020-10 XML: ${check.errors.join('; ')}` };
  const root = parseXml(xml)[action.requestRoot];
  if (root === undefined || typeof root === 'string' || Array.isArray(root))
    return { invalid: `action ${action.name} takes ${action.requestRoot}` };
  return { request: root };
}
