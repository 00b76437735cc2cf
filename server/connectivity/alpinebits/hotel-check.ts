import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { ActionContext, ActionOutcome, AlpineBitsAction } from './action.ts';
import { errorAnswer, OTA_ERROR } from './answers.ts';
import { attr, type XmlNode } from './xml.ts';

/**
 * A message naming another hotel than the credentials' one (HotelCode, else HotelName) gets the
 * standard's error 392 and changes nothing; naming none is the credentials' hotel.
 */
export function hotelMismatch(
  ctx: ActionContext,
  node: XmlNode | undefined,
  action: Pick<AlpineBitsAction, 'responseRoot' | 'responseVersion'>,
): ActionOutcome | null {
  const code = attr(node, 'HotelCode');
  const name = attr(node, 'HotelName');
  const matches =
    code !== undefined
      ? normaliseHotelCode(code) === ctx.hotel.codeKey
      : name === undefined || name === ctx.hotel.name;
  if (matches) return null;
  return {
    xml: errorAnswer(
      action.responseRoot,
      action.responseVersion,
      OTA_ERROR.invalidHotel,
      'Invalid hotel code',
    ),
    outcome: 'error',
    detail: 'hotel code does not match the credentials',
  };
}
