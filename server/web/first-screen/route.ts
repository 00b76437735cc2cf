import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type {
  BookingWidgetSettings,
  SignInButtonSettingsSchema,
} from '../../../src/api/contract/index.ts';
import {
  type FirstScreen,
  type FirstScreenInput,
  languageIsFixed,
  notDrawnBecause,
  renderFirstScreen,
} from '../../../src/element/first-screen.tsx';
import { hotelToday } from '../../../src/rules/dates.ts';
import { DRAFT_HEADERS, type DraftSettings } from '../../console/settings/preview.ts';
import type { ExchangeRates } from '../../currency/rates.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { bookingWidgetSettingsJson } from '../../services/kept-settings.ts';
import { signInButtonJson } from '../../services/sign-in-button.ts';
import { acceptedLanguages } from '../accepted-languages.ts';
import { embedMarkup, hotelDayEnds } from './embed.ts';

/** The hotel's sign-in button settings, as the drawing takes them (the answer's `data`). */
type SignInButton = v.InferOutput<typeof SignInButtonSettingsSchema>['data'];

/** The path the loader asks (loader/modes/inline.ts); answered before the widget's files. */
export const FIRST_SCREEN_PATH = '/widget/first-screen';

/** Drawings kept per process; each is a few KB. */
const KEPT = 200;

/**
 * The query the loader sends: `a`, the element's attributes as JSON; `s`, the stored locale.
 * Bounded, since each distinct query is a drawing (CPU) and a kept answer (memory). The
 * browser's languages come as its `Accept-Language` (navigator.languages, in order).
 */
const Query = v.object({
  a: v.pipe(v.string(), v.maxLength(4096)),
  s: v.optional(v.pipe(v.string(), v.maxLength(35))),
});

/** The same drawing as HTML for the hotel's own server to write into its page (embed.ts). */
export const FIRST_SCREEN_EMBED_PATH = '/widget/first-screen.html';

/**
 * What a query draws from: its attributes, the hotel's settings and its sign-in button (parsed,
 * and as kept: `settingsJson` holds both answers' JSON).
 */
interface DrawingInputs {
  readonly attributes: Record<string, string>;
  readonly settings: BookingWidgetSettings;
  readonly signInButton: SignInButton;
  readonly settingsJson: string;
  /** Drawn from a console session's unsaved draft (the live preview): kept by no one. */
  readonly draft: boolean;
}

/**
 * A drawing's name: what it is drawn from (attributes, language preferences, the hotel's date
 * and settings). The key of the kept drawings and the browser's ETag.
 */
function drawingTag(
  inputs: DrawingInputs,
  preferences: FirstScreenInput['preferences'],
  now: Date,
): string {
  const { attributes, settings, settingsJson } = inputs;
  return `"${createHash('sha256')
    .update(JSON.stringify([attributes, preferences, hotelToday(settings.time_zone, now)]))
    .update(settingsJson)
    .digest('base64url')
    .slice(0, 27)}"`;
}

const Attributes = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(2048))),
  v.check((record) => Object.keys(record).length <= 64),
);

/** Parses the attributes' JSON; undefined when it is not an object of strings. */
function readAttributes(json: string): Record<string, string> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    const parsed = v.safeParse(Attributes, value);
    return parsed.success && !Array.isArray(value) ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /widget/first-screen?a=…&s=…`: the inline widget's first screen drawn by the server
 * (src/element/first-screen.tsx) as `{ html, css }`, which the loader shows until the widget's code has arrived
 * (issue 23: the hotel's page then pays for that code only once the guest reaches for the
 * widget). 204 when the server does not draw it (unknown hotel, header or footer HTML, another
 * mode): the loader then loads the widget at once, as before. Drawings are kept by their
 * inputs and the hotel's date and revalidated by ETag; a minute's browser cache keeps a page's
 * reloads from asking again, and the widget draws with fresh settings when it takes over.
 *
 * `GET /widget/first-screen.html?a=…`: the same drawing as HTML for the hotel's own server to
 * write into the element (embed.ts), so the page paints it before any script has arrived.
 */
export function firstScreenRoutes(deps: {
  db: Kysely<Database>;
  exchangeRates: ExchangeRates;
  now: () => Date;
  /** The hotel console's live preview: the request's staff draft, if any (issue 38). */
  draftSettings?: DraftSettings;
}): Hono {
  const kept = new Map<string, Promise<FirstScreen>>();
  /** The drawing for these inputs, kept by its ETag (oldest first out: a Map keeps order). */
  const drawingFor = (etag: string, input: FirstScreenInput): Promise<FirstScreen> => {
    let drawing = kept.get(etag);
    if (!drawing) {
      drawing = renderFirstScreen(input);
      drawing.catch(() => kept.delete(etag));
      kept.set(etag, drawing);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    return drawing;
  };
  /** The query's attributes and the hotel's settings; an answer instead when there are none. */
  const inputsOf = async (c: Context): Promise<DrawingInputs | Response> => {
    const query = v.safeParse(Query, c.req.query());
    const attributes = query.success ? readAttributes(query.output.a) : undefined;
    if (!query.success || !attributes) return c.json({ error: 'invalid first-screen query' }, 400);
    const code = attributes['hotel-code']?.trim() ?? '';
    // The settings and sign-in button the widget's own start asks for, as the process keeps them.
    try {
      const draft = await deps.draftSettings?.(c, code);
      const [settingsJson, buttonJson] = await Promise.all([
        draft ?? bookingWidgetSettingsJson(deps.db, deps.exchangeRates, code),
        signInButtonJson(deps.db, code),
      ]);
      const settings = (JSON.parse(settingsJson) as { data: BookingWidgetSettings }).data;
      const signInButton = (JSON.parse(buttonJson) as { data: SignInButton }).data;
      return {
        attributes,
        settings,
        signInButton,
        settingsJson: settingsJson + buttonJson,
        draft: Boolean(draft),
      };
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return c.body(null, 204);
      throw error;
    }
  };
  const app = new Hono();
  app.get(FIRST_SCREEN_PATH, async (c) => {
    const inputs = await inputsOf(c);
    if (inputs instanceof Response) return inputs;
    const { attributes, settings, signInButton } = inputs;
    const preferences = {
      stored: c.req.query('s'),
      browserLanguages: acceptedLanguages(c.req.header('Accept-Language')),
    };
    const input = { attributes, settings, signInButton, preferences };
    if (notDrawnBecause(input)) return c.body(null, 204);
    // A draft's drawing is this staff session's alone: drawn each time, cached nowhere.
    if (inputs.draft) return c.json(await renderFirstScreen(input), 200, DRAFT_HEADERS);
    const etag = drawingTag(inputs, preferences, deps.now());
    const headers = {
      ETag: etag,
      'Cache-Control': 'public, max-age=60',
      // Drawn in the browser's language; gzip-compressed for a browser that accepts it (app.ts).
      Vary: 'Accept-Language, Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.json(await drawingFor(etag, input), 200, headers);
  });
  // For the hotel's server, not the browser: the same drawing as the element's child (embed.ts),
  // in no browser's language, so one page serves every guest. 204 when the loader must draw it
  // after all: not drawn, or its language depends on the guest.
  app.get(FIRST_SCREEN_EMBED_PATH, async (c) => {
    const inputs = await inputsOf(c);
    if (inputs instanceof Response) return inputs;
    const { attributes, settings, signInButton } = inputs;
    const preferences = { stored: undefined, browserLanguages: [] };
    const input = { attributes, settings, signInButton, preferences };
    // A hotel's server never previews a console draft (its page is every guest's).
    if (inputs.draft || notDrawnBecause(input) || !languageIsFixed(attributes, settings))
      return c.body(null, 204);
    const now = deps.now();
    const etag = drawingTag(inputs, preferences, now);
    const drawing = await drawingFor(etag, input);
    return c.html(embedMarkup(drawing, hotelDayEnds(settings.time_zone, now)), 200, {
      'Cache-Control': 'public, max-age=60',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
