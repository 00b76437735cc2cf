import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Reservation } from '../../src/api/contract/index.ts';

/**
 * The standard PDF fonts only cover Latin-1; anything else (kana, kanji) would throw, so it is
 * shown as "?". Embedding a CJK font would add megabytes to the server; see the report.
 */
function latin1(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** A one-page receipt: hotel, guest, stay, amounts and taxes. */
export async function receiptPdf(
  r: Reservation,
  receiptTitle: string,
  issuedAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${r.reservation_number}`);
  pdf.setCreationDate(issuedAt);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, size = 11, f = font): void => {
    page.drawText(latin1(text), { x: 50, y, size, font: f });
    y -= size + 9;
  };
  const money = (n: number): string => `${r.price.currency} ${n.toLocaleString('en')}`;
  line('RECEIPT', 22, bold);
  line(receiptTitle, 13, bold);
  y -= 8;
  line(`Reservation number: ${r.reservation_number}`);
  line(`Issued: ${issuedAt.toISOString().slice(0, 10)}`);
  line(`Guest: ${r.guest.first_name} ${r.guest.last_name}`);
  line(`Stay: ${r.checkin_date} to ${r.checkout_date} (${r.nights} night(s))`);
  line(`Status: ${r.status}`);
  y -= 8;
  for (const [i, room] of r.rooms.entries()) {
    line(
      `Room ${i + 1}: ${room.room_type_name} / ${room.room_plan_name}  ${money(room.price.total_price)}`,
    );
  }
  for (const e of r.extras) line(`${e.name} x ${e.quantity}  ${money(e.price)}`);
  y -= 8;
  if (r.status === 'cancelled') {
    line(`Cancellation fee: ${money(r.cancellation?.fee ?? 0)}`, 13, bold);
  } else {
    line(`Subtotal (before tax): ${money(r.price.total_price_without_tax)}`);
    if (r.price.coupon_discount_amount > 0)
      line(`Coupon discount: -${money(r.price.coupon_discount_amount)}`);
    line(`Consumption tax: ${money(r.price.tax)}`);
    line(`Accommodation tax: ${money(r.price.accommodation_tax)}`);
    line(`Total: ${money(r.price.total_price)}`, 14, bold);
  }
  return pdf.save();
}
