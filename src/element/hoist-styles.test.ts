import { expect, it } from 'vitest';
import { hoistStyles } from './hoist-styles.ts';

it('moves each style attribute into an !important rule of its own', () => {
  const out = hoistStyles(
    '<div style="--a:#fff;color:red"><span style="font-family:&quot;Noto&quot;, serif">x</span></div>',
  );
  expect(out.html).toBe('<div data-s="0"><span data-s="1">x</span></div>');
  expect(out.css).toBe(
    '[data-s="0"]{--a:#fff!important;color:red!important}\n[data-s="1"]{font-family:"Noto", serif!important}',
  );
});

it('leaves markup without style attributes as it is', () => {
  expect(hoistStyles('<p class="x">style="a"</p>')).toEqual({
    html: '<p class="x">style="a"</p>',
    css: '',
  });
});
