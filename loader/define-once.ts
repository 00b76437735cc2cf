/**
 * Defines a custom element unless the name is taken. A hotel page may include the loader twice
 * (a CMS plugin plus a hand-written tag); the second copy must warn and do nothing, never throw.
 * `setup` runs only for the copy that defines.
 */
export function defineOnce(
  name: string,
  element: CustomElementConstructor,
  setup: () => void,
): void {
  if (customElements.get(name)) {
    console.warn(`<${name}> already defined`);
    return;
  }
  setup();
  customElements.define(name, element);
}
