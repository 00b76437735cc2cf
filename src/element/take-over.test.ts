// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import type { FirstScreenHandoff } from '../../loader/widget-api.ts';
import { takeOver } from './take-over.ts';

/** The same form, as the server draws it and as the widget draws it (here: plain DOM). */
const FORM = `<section class="hb-app"><div class="hb-main" aria-busy="false"><form>
  <button type="button" class="hb-step">−</button><output>2</output><button type="button" class="hb-step">+</button>
  <label><input type="checkbox" class="hb-day-use"> Day use</label>
  <input class="hb-input" value=""><select class="hb-lang"><option value="en" selected>English</option><option value="ja">日本語</option></select>
  <button type="submit" class="hb-submit">Search</button></form></div></section>`;

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

function shadowWith(html: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

/** The widget's screen: records what reaches its controls, in order. */
function widgetScreen(html: string) {
  const root = shadowWith(html);
  const heard: string[] = [];
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    heard.push(`click ${target.className || target.localName}`);
  });
  root.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    // A checkbox's click fires input too; its click is what the test follows.
    if (target.type !== 'checkbox') heard.push(`input ${target.className}=${target.value}`);
  });
  root.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.localName === 'select') heard.push(`change ${target.className}=${target.value}`);
  });
  return { root, app: root.host as HTMLElement, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

it("gives the widget's screen what was typed, chosen and pressed in the drawing, in order", async () => {
  const drawing = shadowWith(FORM);
  const { root, app, heard } = widgetScreen(FORM);
  const q = <E extends Element>(selector: string) => drawing.querySelector(selector) as E;
  q<HTMLInputElement>('.hb-input').value = 'SPRING';
  q<HTMLSelectElement>('.hb-lang').value = 'ja';
  q<HTMLInputElement>('.hb-day-use').checked = true;
  const presses: EventTarget[] = [
    drawing.querySelectorAll('.hb-step')[1] as Element,
    q('.hb-day-use'),
    q('label'),
    drawing.querySelectorAll('.hb-step')[1] as Element,
    q('.hb-submit'),
  ];
  const handoff: FirstScreenHandoff = { root: drawing, presses };
  q<HTMLInputElement>('.hb-input').focus();

  takeOver(handoff, app, root);
  await settle();

  expect(heard).toEqual([
    // The checkbox's new state, by one click on the widget's own.
    'click hb-day-use',
    'input hb-input=SPRING',
    'change hb-lang=ja',
    // The buttons pressed, in order; the presses on the checkbox and its label were its value.
    'click hb-step',
    'click hb-step',
    'click hb-submit',
  ]);
  expect(drawing.host.isConnected).toBe(false);
  expect(app.inert).toBe(false);
  expect(root.activeElement?.className).toBe('hb-input');
});

it('waits, hidden and inert, until the widget has drawn its screen', async () => {
  const drawing = shadowWith(FORM);
  const { root, app } = widgetScreen(
    '<section class="hb-app"><div class="hb-main" aria-busy="true"></div></section>',
  );
  takeOver({ root: drawing, presses: [] }, app, root);
  await settle();
  expect(app.inert).toBe(true);
  expect(drawing.host.isConnected).toBe(true);
  root.innerHTML = FORM;
  await settle();
  expect(app.inert).toBe(false);
  expect(drawing.host.isConnected).toBe(false);
});

it('finds a control by its kind when the widget draws more around it (a banner)', async () => {
  const drawing = shadowWith(FORM);
  const { root, app, heard } = widgetScreen(
    `<div class="hb-banner"><button type="button" class="hb-btn">Dismiss</button></div>${FORM}`,
  );
  takeOver({ root: drawing, presses: [drawing.querySelector('.hb-submit') as Element] }, app, root);
  await settle();
  expect(heard).toEqual(['click hb-submit']);
});

it("waits for the sign-in button the drawing shows, and presses it once it is the widget's", async () => {
  const signIn = '<button type="button" class="hb-btn hb-signin">Sign in</button>';
  const holding = '<span class="hb-btn hb-signin" aria-hidden="true" data-held="">Sign in</span>';
  const header = (part: string) => `<header class="hb-header">${part}</header>`;
  const drawing = shadowWith(header(signIn) + FORM);
  const { root, app, heard } = widgetScreen(header(holding) + FORM);
  const presses = [drawing.querySelector('.hb-signin') as Element];
  takeOver({ root: drawing, presses }, app, root);
  await settle();
  // Drawn, but the sign-in button is still on its way: the drawing stays, its press kept.
  expect(app.inert).toBe(true);
  expect(drawing.host.isConnected).toBe(true);
  (root.querySelector('header') as Element).innerHTML = signIn;
  await settle();
  expect(drawing.host.isConnected).toBe(false);
  expect(heard).toEqual(['click hb-btn hb-signin']);
});

it('takes over without the held part when it does not come (a lost chunk)', async () => {
  const holding = '<span class="hb-btn" aria-hidden="true" data-held="">Sign in</span>';
  const drawing = shadowWith(FORM);
  const { root, app } = widgetScreen(holding + FORM);
  takeOver({ root: drawing, presses: [] }, app, root);
  await settle();
  expect(app.inert).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 3100));
  expect(app.inert).toBe(false);
  expect(drawing.host.isConnected).toBe(false);
});
