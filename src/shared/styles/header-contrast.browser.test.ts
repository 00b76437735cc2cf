import { expect } from 'chai';
import { widgetStyles } from './widget-css.ts';

/** WCAG 2 relative luminance of an `rgb(…)`/`color(srgb-linear …)` computed colour. */
function luminance(computed: string): number {
  const linear = computed.match(/^color\(srgb-linear ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/);
  const channels = linear
    ? linear.slice(1, 4).map(Number)
    : (computed.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
        const v = Number(c) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** A header in a shadow root with the widget's stylesheet and the given header colour. */
function header(colour: string): { header: HTMLElement; link: HTMLElement; remove: () => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [widgetStyles()];
  const app = document.createElement('div');
  app.className = 'hb-app';
  app.style.setProperty('--hb-header-bg', colour);
  app.innerHTML =
    '<header class="hb-header"><p class="hb-title">Hotel</p><a class="hb-link" href="#x">Search</a></header>';
  root.append(app);
  const el = (selector: string) => root.querySelector(selector) as HTMLElement;
  return { header: el('.hb-header'), link: el('.hb-link'), remove: () => host.remove() };
}

describe('header text on the hotel header colour', () => {
  const colours = [
    '#fff',
    '#000',
    '#1b2a4a',
    '#9b2c3d',
    'rgb(118, 118, 118)',
    'rgb(119, 119, 119)',
    '#ff0000',
    '#00a000',
    'navy',
    'gold',
    'hsl(200 80% 45%)',
    'teal',
    '#7a5cff',
  ];
  for (const colour of colours) {
    it(`meets WCAG AA (4.5:1) on ${colour}`, () => {
      const { header: el, link, remove } = header(colour);
      const background = luminance(getComputedStyle(el).backgroundColor);
      for (const text of [el, link]) {
        const ratio = contrast(background, luminance(getComputedStyle(text).color));
        expect(ratio, `${colour}: ${getComputedStyle(text).color}`).to.be.at.least(4.5);
      }
      remove();
    });
  }

  it('was unreadable before with a dark header and the default text colour (the check can fail)', () => {
    expect(contrast(luminance('rgb(27, 42, 74)'), luminance('rgb(31, 35, 40)'))).to.be.below(4.5);
  });
});
