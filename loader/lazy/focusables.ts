/**
 * Focusable elements under `node` in tab order of the composed tree, descending into open shadow
 * roots (the widget lives in one). Used to keep Tab inside the modal dialog. `tabIndex >= 0`
 * covers links, buttons, fields and explicit tabindex alike.
 */
export function focusables(node: ParentNode, found: HTMLElement[] = []): HTMLElement[] {
  for (const child of Array.from(node.children)) {
    if (
      child instanceof HTMLElement &&
      child.tabIndex >= 0 &&
      !child.matches(':disabled') &&
      child.getClientRects().length
    ) {
      found.push(child);
    }
    // A component's shadow tree is what renders; its light children show through slots only.
    focusables(child.shadowRoot ?? child, found);
  }
  return found;
}
