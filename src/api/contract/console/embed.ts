import * as v from 'valibot';
import { EMBED_MODES } from '../../../rules/embed-snippets.ts';
import { text } from './hotel.ts';

const perMode = v.object(
  Object.fromEntries(EMBED_MODES.map((mode) => [mode, v.string()])) as Record<
    (typeof EMBED_MODES)[number],
    v.StringSchema<undefined>
  >,
);

/** The console's Embed page (issue 38): every way of placing the hotel's widget, to copy. */
export const EmbedAnswerSchema = v.object({
  data: v.object({
    hotel_code: v.string(),
    /** The provider's origin, as the WordPress plugin's settings want it. */
    provider_origin: v.string(),
    script: v.string(),
    elements: perMode,
    shortcodes: perMode,
    blocks: perMode,
  }),
});
export type EmbedAnswer = v.InferOutput<typeof EmbedAnswerSchema>['data'];

/** A hotel API key as listed: never the key itself, which is shown once when made. */
export const ApiKeySchema = v.object({
  prefix: v.string(),
  label: v.string(),
  created_at: v.string(),
  revoked_at: v.nullable(v.string()),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

export const ApiKeyListSchema = v.object({ data: v.array(ApiKeySchema) });

/** What the key is for, to tell keys apart (`Front desk PMS`). */
export const CreateApiKeySchema = v.object({ label: text(100) });

/** A new key: `key` is shown this once and never again. */
export const CreatedApiKeySchema = v.object({
  data: v.object({ key: v.string(), ...ApiKeySchema.entries }),
});
