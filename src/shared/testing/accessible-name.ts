// The accessible name a screen reader announces for an element, computed by axe-core's
// implementation of the W3C accname rules (its UMD build registers window.axe when imported).
// For browser tests: the DOM has no API for it, and a label's text is not its name (hidden
// parts drop out, a missing space runs words together).
import 'axe-core';
import type * as Axe from 'axe-core';

/** The computed accessible name of `element` in the current document. */
export function accessibleName(element: Element): string {
  const axe = (window as unknown as { axe: typeof Axe }).axe;
  axe.setup(document);
  try {
    return axe.commons.text.accessibleText(element);
  } finally {
    axe.teardown();
  }
}
