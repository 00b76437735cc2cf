import { expect } from 'chai';
import { adoptHotelCss, scopeHotelCss } from './hotel-css.ts';

/** A widget-like tree in a shadow root: header, main, footer; and a page element outside it. */
function widget(): { root: ShadowRoot; page: HTMLElement; remove: () => void } {
  const page = document.createElement('p');
  page.className = 'hb-title page';
  page.textContent = 'The hotel page';
  const host = document.createElement('div');
  document.body.append(page, host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<div class="hb-app">
    <header class="hb-header"><p class="hb-title">Sakura</p><a class="hb-link" href="#s">Search</a></header>
    <div class="hb-main"><p class="hb-title">Main</p></div>
    <footer class="hb-footer"><p class="note">Footer</p></footer>
  </div>`;
  return {
    root,
    page,
    remove: () => {
      host.remove();
      page.remove();
    },
  };
}

const colour = (element: Element | null) =>
  element ? getComputedStyle(element).color : 'no element';
const RED = 'rgb(255, 0, 0)';
const settings = (header_css: string, footer_css = '') => ({
  facility_shell: { header_css, footer_css },
});

describe('hotel header and footer CSS', () => {
  it('styles the header and what is in it, never the rest of the widget or the page', () => {
    const { root, page, remove } = widget();
    adoptHotelCss(
      root.querySelector('.hb-app'),
      settings(
        ':scope { border-top: 3px solid red } .hb-title, p { color: red } :host, .hb-main, .hb-main p, body p { color: red !important } :scope ~ .hb-main p { color: red }',
      ),
    );
    expect(colour(root.querySelector('.hb-header .hb-title'))).to.equal(RED);
    expect(getComputedStyle(root.querySelector('.hb-header') as Element).borderTopWidth).to.equal(
      '3px',
    );
    expect(colour(root.querySelector('.hb-main .hb-title'))).not.to.equal(RED);
    expect(colour(root.querySelector('.hb-footer p'))).not.to.equal(RED);
    expect(colour(page)).not.to.equal(RED);
    remove();
  });

  it('keeps footer CSS to the footer; replaces the sheet when the CSS changes and empties it without', () => {
    const { root, remove } = widget();
    const app = root.querySelector('.hb-app');
    adoptHotelCss(app, settings('', '.note { color: red }'));
    expect(colour(root.querySelector('.note'))).to.equal(RED);
    expect(root.adoptedStyleSheets).to.have.length(1);
    adoptHotelCss(app, settings('.hb-title { color: red }', ''));
    expect(root.adoptedStyleSheets).to.have.length(1);
    expect(colour(root.querySelector('.note'))).not.to.equal(RED);
    expect(colour(root.querySelector('.hb-header .hb-title'))).to.equal(RED);
    adoptHotelCss(app, settings('', ''));
    expect(colour(root.querySelector('.hb-header .hb-title'))).not.to.equal(RED);
    adoptHotelCss(null, settings('.x { color: red }'));
    remove();
  });

  it("in the hosted page, goes into the document's stylesheets, kept to the header", () => {
    const app = document.createElement('div');
    app.innerHTML =
      '<header class="hb-header"><p class="hb-title">Sakura</p></header><p class="hb-title" id="outside">Main</p>';
    document.body.append(app);
    const before = document.adoptedStyleSheets.length;
    adoptHotelCss(app, settings('.hb-title { color: red }'));
    expect(document.adoptedStyleSheets).to.have.length(before + 1);
    expect(colour(app.querySelector('.hb-header .hb-title'))).to.equal(RED);
    expect(colour(document.getElementById('outside'))).not.to.equal(RED);
    adoptHotelCss(app, settings(''));
    expect(colour(app.querySelector('.hb-header .hb-title'))).not.to.equal(RED);
    app.remove();
  });

  it('drops at-rules that act beyond the box, fixed position and images from other than https', () => {
    const css = scopeHotelCss(
      [
        '@import url("https://evil.example/a.css");',
        '@font-face { font-family: X; src: url("https://evil.example/x.woff") }',
        '@keyframes spin { to { transform: rotate(1turn) } }',
        '@property --x { syntax: "<length>"; inherits: true; initial-value: 0px }',
        '.a { position: fixed; inset: 0; color: blue }',
        '.b { background-image: url("http://track.example/p.gif"); margin: 1px }',
        '.c { background: url(javascript:alert(1)) }',
        '.d { background-image: image-set("x.png" 1x) }',
        '.e { background-image: url("https://cdn.example/logo.png") }',
        '@media (min-width: 1px) { .f { color: green } .g { position: fixed } }',
        '} :host { color: red } {',
      ].join('\n'),
      '.hb-header',
    );
    expect(css.startsWith('@scope (.hb-header) {')).to.equal(true);
    for (const gone of [
      '@import',
      '@font-face',
      '@keyframes',
      '@property',
      'fixed',
      'http:',
      'javascript',
      'image-set',
    ])
      expect(css, gone).not.to.contain(gone);
    expect(css).to.contain('color: blue');
    expect(css).to.contain('margin: 1px');
    expect(css).to.contain('https://cdn.example/logo.png');
    expect(css).to.contain('@media (min-width: 1px)');
    expect(css).to.contain('color: green');
    // The parsed text cannot close the scope: one block, its braces balanced.
    expect(css.split('{').length).to.equal(css.split('}').length);
    expect(scopeHotelCss('  ', '.hb-header')).to.equal('');
    expect(scopeHotelCss('not css at all', '.hb-header')).to.equal('');
  });
});
