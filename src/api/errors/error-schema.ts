import * as v from 'valibot';

/**
 * One error as the provider sends it (doc 2 §8 "Error shape"):
 * `{ title, status, code, details: { base: [message] }, payload }`.
 *
 * Every field is optional and the objects are loose because the shape is only described, not
 * pinned down: a server that adds fields or leaves some out must still produce a readable
 * error rather than a parse failure. `status` and `code` accept strings too, since JSON:API
 * style servers send `"status": "422"`.
 */
export const ErrorItemSchema = v.looseObject({
  title: v.optional(v.string()),
  status: v.optional(v.union([v.number(), v.string()])),
  code: v.optional(v.union([v.number(), v.string()])),
  details: v.optional(
    v.looseObject({
      base: v.optional(v.array(v.unknown())),
    }),
  ),
  payload: v.optional(v.unknown()),
});

/** The envelope `{ errors: [...] }`; the spec also allows a single error in place of the array. */
export const ErrorEnvelopeSchema = v.looseObject({
  errors: v.union([v.array(ErrorItemSchema), ErrorItemSchema]),
});

/** Any error body the client accepts: the envelope, a bare array, or a bare error object. */
export const ErrorBodySchema = v.union([
  ErrorEnvelopeSchema,
  v.array(ErrorItemSchema),
  ErrorItemSchema,
]);

/** One error item as parsed by {@link ErrorItemSchema}. */
export type ErrorItem = v.InferOutput<typeof ErrorItemSchema>;
