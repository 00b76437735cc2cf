/**
 * Hotel-written text (a room name, an extra) placed inside a translated sentence, wrapped in
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: it takes the direction of its own first
 * letter and cannot reorder the sentence around it, so "Deluxe Twin." stays whole in an
 * Arabic line (the plain-text form of `<bdi>`, for strings that end up in a message).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
