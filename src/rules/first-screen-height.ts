/**
 * The inline widget's first screen (the search form, default theme) is taller in a narrow
 * column: its fields wrap. Measured in Chromium per container width (`npx tsx
 * bench/lighthouse-first-screen.ts`): as pairs [width below which, height added], from the
 * widest layout (571 px from 840 px up) down to the narrowest. They make the README's embed
 * snippet (`--hotel-booking-min-height`), which the layout-shift journey checks; the loader only
 * reads that property, so the formula costs it nothing.
 */
export const FIRST_SCREEN_BASE = 571;
export const FIRST_SCREEN_STEPS: readonly number[] = [
  840, 56, 760, 48, 680, 25, 500, 23, 480, 50, 420, 102, 400, 50, 380, 81, 360, 48, 340, 24, 300,
  49,
];

/**
 * The first screen's height as one CSS length of `width` (`100%`: a padding percentage, so the
 * containing block's width): a sum of steps, each `clamp(0, (w - x) *
 * 999, step)`, 0 from `w` up and the whole step below it. A calc keeps it one declaration, which
 * a style attribute can carry (no container query there).
 */
export function firstScreenHeight(width: string): string {
  let css = `calc(${FIRST_SCREEN_BASE}px`;
  for (let i = 0; i < FIRST_SCREEN_STEPS.length; i += 2)
    css += ` + clamp(0px,(${FIRST_SCREEN_STEPS[i]}px - ${width})*99,${FIRST_SCREEN_STEPS[i + 1]}px)`;
  return `${css})`;
}
