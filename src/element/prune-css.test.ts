import { describe, expect, it } from 'vitest';
import { pruneCss } from './prune-css.ts';

describe('pruneCss', () => {
  const html =
    '<div class="hb-app"><form class="hb-bar x"><button class="hb-btn">S</button></form></div>';

  it('keeps the rules whose classes the markup has, and drops the others', () => {
    const css = '.hb-app{a:1}\n.hb-header{b:2}\n.hb-bar .hb-btn{c:3}\n.hb-bar .hb-error{d:4}';
    expect(pruneCss(css, html)).toBe('.hb-app{a:1}\n.hb-bar .hb-btn{c:3}\n');
  });

  it('keeps a rule when one selector of its list applies, and rules naming no class', () => {
    expect(pruneCss('.hb-header,.hb-btn{a:1}\n:host{b:2}\nbutton{c:3}', html)).toBe(
      '.hb-header,.hb-btn{a:1}\n:host{b:2}\nbutton{c:3}\n',
    );
  });

  it('does not ask for the classes inside functional pseudo-classes', () => {
    const css =
      '.hb-bar:has(.hb-none:focus)~.hb-btn{a:1}\n.hb-btn:not(.hb-none){b:2}\n:is(.hb-none,.hb-x){c:3}';
    expect(pruneCss(css, html)).toBe(`${css}\n`);
  });

  it('prunes inside @media, @supports and @container, and drops them when empty', () => {
    const css =
      '@media (max-width:9px){.hb-header{a:1}.hb-btn{b:2}}\n@container (max-width:9px){.hb-header{c:3}}\n@supports (x:y){.hb-app{d:4}}';
    expect(pruneCss(css, html)).toBe(
      '@media (max-width:9px){.hb-btn{b:2}\n}\n@supports (x:y){.hb-app{d:4}\n}\n',
    );
  });

  it('keeps other at-rules whole', () => {
    expect(pruneCss('@keyframes spin{to{transform:rotate(1turn)}}', html)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}\n',
    );
  });
});
