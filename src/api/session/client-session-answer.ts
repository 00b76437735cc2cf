import * as v from 'valibot';

/**
 * The answer of `POST {identity}/api/client_sessions`. The spec only says "data.client_session
 * is stored" and does not show its type, so both a bare token string and an object with a
 * `token` field are accepted (assumption; the server team's contract may narrow it).
 */
export const ClientSessionAnswerSchema = v.looseObject({
  data: v.looseObject({
    client_session: v.union([
      v.pipe(v.string(), v.nonEmpty()),
      v.looseObject({ token: v.pipe(v.string(), v.nonEmpty()) }),
    ]),
  }),
});

/** Decoded answer of the client-session call. */
export type ClientSessionAnswer = v.InferOutput<typeof ClientSessionAnswerSchema>;

/** The token to store, whichever of the two accepted shapes the server used. */
export function tokenFromAnswer(answer: ClientSessionAnswer): string {
  const session = answer.data.client_session;
  return typeof session === 'string' ? session : session.token;
}
