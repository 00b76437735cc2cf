import type { FirstScreenHandoff } from '../../loader/widget-api.ts';

/**
 * An element's place in a tree by what it is, not where: its tag and classes, and how many
 * elements of that kind come before it. The server's drawing and the widget's screen are the
 * same markup, but the widget's may have a banner or a member's name the drawing had not;
 * "the second `button.hb-guests-step`" is still the same control.
 */
const kindOf = (el: Element): string => `${el.localName}.${[...el.classList].sort().join('.')}`;

function counterpart(el: Element, from: ParentNode, to: ParentNode): Element | undefined {
  const kind = kindOf(el);
  const same = (root: ParentNode) =>
    [...root.querySelectorAll('*')].filter((e) => kindOf(e) === kind);
  return same(to)[same(from).indexOf(el)];
}

/** Sets a control's value the way typing does, so the widget's onChange sees it. */
function typeInto(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** What the guest changed in the drawing's controls, given to the same controls of `screen`. */
function carryValues(drawing: ShadowRoot, screen: ShadowRoot): void {
  for (const control of drawing.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input,select,textarea')) {
    const target = counterpart(control, drawing, screen);
    if (!target || target.localName !== control.localName) continue;
    if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio')
    ) {
      if (
        control.checked !== control.defaultChecked &&
        target instanceof HTMLInputElement &&
        target.checked !== control.checked
      )
        target.click();
    } else if (control instanceof HTMLSelectElement) {
      const drawn = [...control.options].find((option) => option.defaultSelected);
      if (control.value !== (drawn ?? control.options[0])?.value)
        typeInto(target as HTMLSelectElement, control.value);
    } else if (control.value !== control.defaultValue) {
      typeInto(target as HTMLInputElement, control.value);
    }
  }
}

/** The widget has drawn its screen: startup is done (ready or failed), so `main` is not busy. */
const drawn = (screen: ShadowRoot): boolean =>
  !!screen.querySelector('.hb-main[aria-busy="false"]');

/**
 * Boxes held empty for a part still on its way (the sign-in button while its chunk and call
 * come: Header.tsx). The drawing shows that part already; until the widget does too, taking
 * over would hide a button the guest may be pressing, and the press would have nowhere to go.
 */
const held = (root: ShadowRoot): number => root.querySelectorAll('[data-held]').length;

/** How long a held part may keep the drawing in place once the screen is drawn (a lost chunk). */
const HELD_MS = 3000;

/**
 * After the widget's effects of its last drawing have run: they run after the next frame (as
 * React's passive effects do), and its components follow the store only from then on (jotai
 * subscribes in an effect), so a value given earlier would be drawn but not kept.
 */
const afterEffects = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * The widget takes over the server's drawing of its first screen (loader/modes/inline.ts): its
 * own element, `app`, stays hidden and inert in the same place until it has drawn the same
 * screen and its effects have run; then the drawing goes, the widget shows, and what the guest
 * did in the drawing is done again in the widget, before the browser paints: values typed and
 * options chosen, the focused control, then each press of a button in order (one at a time, each
 * answered before the next, as a guest's are). Nothing moves (the same markup in the same grid
 * cell) and nothing typed or pressed is lost.
 */
export function takeOver(handoff: FirstScreenHandoff, app: HTMLElement, screen: ShadowRoot): void {
  const drawing = handoff.root;
  // widget-css.ts does not draw an inert app's `.hb-app` (which resets every inherited
  // property: the host's own `visibility` would not reach it): hidden, and taking no room, so
  // that its start (a loader taller than the drawing) moves nothing of the page.
  app.inert = true;
  const swap = async () => {
    observer.disconnect();
    await afterEffects();
    carryValues(drawing, screen);
    const focused = drawing.activeElement && counterpart(drawing.activeElement, drawing, screen);
    drawing.host.remove();
    app.inert = false;
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
    await replay(handoff.presses, drawing, screen);
  };
  let swapped = false;
  let waiting = false;
  const check = (late = false) => {
    if (swapped || !drawn(screen)) return;
    if (late || held(screen) <= held(drawing)) {
      swapped = true;
      void swap();
    } else if (!waiting) {
      waiting = true;
      setTimeout(check, HELD_MS, true);
    }
  };
  const observer = new MutationObserver(() => check());
  observer.observe(screen, { subtree: true, childList: true, attributes: true });
  check();
}

/**
 * Presses each button again, each once the widget has answered what came before (the values
 * carried, the press before): a macrotask, after which the widget has drawn with them.
 */
async function replay(
  presses: EventTarget[],
  drawing: ShadowRoot,
  screen: ShadowRoot,
): Promise<void> {
  for (const pressed of presses) {
    // A press on a control or its label changed its value, which was carried over already.
    if (!(pressed instanceof Element) || pressed.closest('input,select,textarea,label')) continue;
    await new Promise((resolve) => setTimeout(resolve));
    const target = counterpart(pressed, drawing, screen);
    if (target instanceof HTMLElement) target.click();
  }
}
