import { hashString, prng } from './prng.ts';

/**
 * A catalogue photo drawn from its name alone (`kyoto-0042-1`, `kyoto-0042-double`): sky,
 * hills and a building in colours seeded by the name, so every hotel and room has its own
 * picture, the same on every request, with no files to store. Plain shapes, no text, no script.
 */
export function catalogueSvg(name: string): string {
  const random = prng(hashString(name));
  const hue = random.int(0, 359);
  const hsl = (h: number, s: number, l: number) => `hsl(${(hue + h) % 360} ${s}% ${l}%)`;
  const hills = Array.from({ length: 3 }, (_, i) => {
    const y = 190 + i * 25;
    const peak = random.int(110, 170) + i * 20;
    return `<path d="M0 ${y} Q ${random.int(60, 200)} ${peak} ${random.int(220, 300)} ${y + 5} T 480 ${y - random.int(0, 20)} V 320 H 0 Z" fill="${hsl(90 + i * 20, 35, 45 - i * 8)}"/>`;
  }).join('');
  const width = random.int(90, 160);
  const x = random.int(60, 420 - width);
  const floors = random.int(2, 6);
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from(
      { length: Math.floor(width / 26) },
      (_, w) =>
        `<rect x="${x + 10 + w * 26}" y="${300 - (f + 1) * 26}" width="14" height="14" fill="${hsl(40, 90, random.chance(0.6) ? 80 : 35)}"/>`,
    ).join(''),
  ).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">',
    `<rect width="480" height="320" fill="${hsl(200, 60, 80)}"/>`,
    `<circle cx="${random.int(40, 440)}" cy="${random.int(40, 90)}" r="24" fill="${hsl(45, 90, 70)}"/>`,
    hills,
    `<rect x="${x}" y="${300 - floors * 26 - 10}" width="${width}" height="${floors * 26 + 20}" fill="${hsl(0, 25, 92)}"/>`,
    `<path d="M${x - 10} ${300 - floors * 26 - 10} L ${x + width / 2} ${300 - floors * 26 - 40} L ${x + width + 10} ${300 - floors * 26 - 10} Z" fill="${hsl(10, 40, 35)}"/>`,
    windows,
    '</svg>',
  ].join('');
}
