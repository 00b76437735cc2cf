import qrcode from 'qrcode-generator';

/**
 * A QR code as a standalone SVG document (rendered here, so no widget bundle carries a QR
 * encoder). Error correction M; type number 0 picks the smallest symbol that holds the text.
 */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const tag = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${tag}`;
}
