import { PDFDocument } from 'pdf-lib';
import type { Reservation } from '../../src/api/contract/index.ts';
import { minorDigits } from '../currency/convert.ts';
import { receiptFonts, splitRuns } from './receipt-fonts.ts';

/** What the guest asked the receipt to say (query `receipt_name`, `receipt_unicode`). */
export interface ReceiptOptions {
  /** Made out to this name instead of the guest's (a company, a Chinese name …). */
  name?: string | undefined;
  /** Taiwan: the buyer's unified business number (8 digits). */
  unicode?: string | undefined;
}

/**
 * A one-page receipt: hotel, guest, stay, amounts and taxes. Names and hotel texts in any
 * script print as written (see receipt-fonts.ts); labels are English.
 */
export async function receiptPdf(
  r: Reservation,
  receiptTitle: string,
  issuedAt: Date,
  options: ReceiptOptions = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${r.reservation_number}`);
  pdf.setCreationDate(issuedAt);
  const page = pdf.addPage([595, 842]);
  const fonts = await receiptFonts(pdf);
  let y = 780;
  const line = async (text: string, size = 11, bold = false): Promise<void> => {
    let x = 50;
    for (const run of splitRuns(text)) {
      const font = await fonts.font(run, bold);
      page.drawText(run.text, { x, y, size, font });
      x += font.widthOfTextAtSize(run.text, size);
    }
    y -= size + 9;
  };
  const money = (n: number): string => `${r.price.currency} ${n.toLocaleString('en')}`;
  await line('RECEIPT', 22, true);
  await line(receiptTitle, 13, true);
  await line(r.hotel_name, 11);
  y -= 8;
  await line(`Reservation number: ${r.reservation_number}`);
  await line(`Issued: ${issuedAt.toISOString().slice(0, 10)}`);
  if (options.name) await line(`Issued to: ${options.name}`, 12, true);
  if (options.unicode) await line(`Unified business number: ${options.unicode}`);
  await line(`Guest: ${r.guest.first_name} ${r.guest.last_name}`);
  await line(`Stay: ${r.checkin_date} to ${r.checkout_date} (${r.nights} night(s))`);
  await line(`Status: ${r.status}`);
  y -= 8;
  for (const [i, room] of r.rooms.entries()) {
    await line(
      `Room ${i + 1}: ${room.room_type_name} / ${room.room_plan_name}  ${money(room.price.total_price)}`,
    );
  }
  for (const e of r.extras) await line(`${e.name} x ${e.quantity}  ${money(e.price)}`);
  y -= 8;
  if (r.status === 'cancelled') {
    await line(`Cancellation fee: ${money(r.cancellation?.fee ?? 0)}`, 13, true);
  } else {
    await line(`Subtotal (before tax): ${money(r.price.total_price_without_tax)}`);
    if (r.price.coupon_discount_amount > 0)
      await line(`Coupon discount: -${money(r.price.coupon_discount_amount)}`);
    await line(`Consumption tax: ${money(r.price.tax)}`);
    await line(`Accommodation tax: ${money(r.price.accommodation_tax)}`);
    await line(`Total: ${money(r.price.total_price)}`, 14, true);
    const mcp = r.price.mcp_total_price;
    if (r.price.mcp_currency && mcp !== undefined) {
      const digits = minorDigits(r.price.mcp_currency);
      const amount = (mcp / 10 ** digits).toLocaleString('en', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      await line(
        `Charged in ${r.price.mcp_currency}: ${r.price.mcp_currency} ${amount} (1 ${r.price.currency} = ${r.price.mcp_exchange_rate?.rate ?? '?'} ${r.price.mcp_currency})`,
      );
    }
  }
  return pdf.save();
}
