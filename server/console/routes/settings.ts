import type { Hono } from 'hono';
import * as lists from '../../../src/api/contract/endpoints/console-hotel-lists.ts';
import {
  discardConsoleSettingsDraft,
  getConsoleSettings,
  putConsoleSettingsDraft,
  saveConsoleSettings,
  uploadConsoleImage,
} from '../../../src/api/contract/endpoints/console-settings.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { findHotel } from '../../services/hotels.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import { readImageUpload, storeImage } from '../media/upload.ts';
import { dropDraft, writeDraft } from '../settings/drafts.ts';
import { EXTRAS, POLICIES, QUESTIONS, saveList } from '../settings/lists.ts';
import { readSettings, saveSettings } from '../settings/service.ts';

/** A hotel's settings in the console: read, save, and the live preview's draft. */
export function consoleSettingsRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  register(app, getConsoleSettings, async ({ c }) => {
    const hotel = await findHotel(db, String(consoleHotelOf(c).id));
    return { data: await readSettings(db, hotel, staffOf(c).sessionId) };
  });
  register(app, saveConsoleSettings, async ({ c, body }) => ({
    data: await saveSettings(db, staffOf(c), consoleHotelOf(c).id, await body(), deps.now()),
  }));
  register(app, putConsoleSettingsDraft, async ({ c, body }) => {
    await writeDraft(db, staffOf(c).sessionId, consoleHotelOf(c).id, await body(), deps.now());
    return c.body(null, 204);
  });
  // The multipart stream is read here, not through the declared body (as file attachments do).
  register(app, uploadConsoleImage, async ({ c }) => {
    const image = await readImageUpload(c.req.raw);
    const url = await storeImage(db, consoleHotelOf(c).id, image, deps.publicOrigin, deps.now());
    return c.json({ data: { url } }, 201);
  });
  register(app, discardConsoleSettingsDraft, async ({ c }) => {
    await dropDraft(db, staffOf(c).sessionId, consoleHotelOf(c).id);
    return c.body(null, 204);
  });
  // The hotel's cancellation policies, extras and own questions: each list read and saved whole.
  register(app, lists.getConsolePolicies, async ({ c }) => ({
    data: { items: await POLICIES.read(db, consoleHotelOf(c)) },
  }));
  register(app, lists.saveConsolePolicies, async ({ c, body }) => ({
    data: {
      items: await saveList(
        db,
        POLICIES,
        staffOf(c),
        consoleHotelOf(c),
        (await body()).items,
        deps.now(),
      ),
    },
  }));
  register(app, lists.getConsoleExtras, async ({ c }) => ({
    data: { items: await EXTRAS.read(db, consoleHotelOf(c)) },
  }));
  register(app, lists.saveConsoleExtras, async ({ c, body }) => ({
    data: {
      items: await saveList(
        db,
        EXTRAS,
        staffOf(c),
        consoleHotelOf(c),
        (await body()).items,
        deps.now(),
      ),
    },
  }));
  register(app, lists.getConsoleQuestions, async ({ c }) => ({
    data: { items: await QUESTIONS.read(db, consoleHotelOf(c)) },
  }));
  register(app, lists.saveConsoleQuestions, async ({ c, body }) => ({
    data: {
      items: await saveList(
        db,
        QUESTIONS,
        staffOf(c),
        consoleHotelOf(c),
        (await body()).items,
        deps.now(),
      ),
    },
  }));
}
