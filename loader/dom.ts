/** Creates an element with attributes and children; a tiny helper that keeps the loader small. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/**
 * A `div` of that class: the loader's own boxes (the chunks use `h`). Smaller in the loader
 * than `h`, whose attributes and children it never needs.
 */
export const div = (className = ''): HTMLDivElement =>
  Object.assign(document.createElement('div'), { className });
