import { buildMessage, type OutNode } from './xml.ts';

/**
 * OpenTravel error codes this server answers with (OTA code list ERR): 392 invalid hotel code,
 * 448 system error, 450 unable to process (the request broke the schema or its rules).
 */
export const OTA_ERROR = { invalidHotel: 392, systemError: 448, unableToProcess: 450 } as const;

/**
 * The standard's error answer: the action's response element holding only
 * `<Errors><Error Type="13" Code="…">reason</Error></Errors>` (Type 13: application error).
 */
export function errorAnswer(root: string, version: string, code: number, reason: string): string {
  return buildMessage(root, version, {
    Errors: { Error: [{ '@_Type': '13', '@_Code': code, '#text': reason }] },
  });
}

/** A plain success answer (`<Success/>`), with warnings when there are some. */
export function successAnswer(root: string, version: string, extra: OutNode = {}): string {
  return buildMessage(root, version, { Success: '', ...extra });
}
