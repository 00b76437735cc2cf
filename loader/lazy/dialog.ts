import { h } from '../dom.ts';
import { emit } from '../events.ts';
import type { ModeContext } from '../modes/mode-view.ts';
import type { ElementConfig } from '../widget-api.ts';
import { bookLabel } from './book-label.ts';
import { closeLabel } from './close-label.ts';
import { focusables } from './focusables.ts';
import { adoptModeStyles } from './sheet.ts';

/** The part of a lazily mounted widget the dialog drives (see loader/modes/widget-view.ts). */
export interface DialogWidget {
  load(): Promise<unknown>;
  update(config: ElementConfig): void;
  destroy(): void;
}

/**
 * The modal dialog around the widget. The native modal <dialog> makes the page inert and closes
 * on Escape; two sentinels keep Tab cycling inside it; closing returns focus to the button.
 */
export function createDialog(
  { host, root, config }: ModeContext,
  button: HTMLElement,
  widgetIn: (box: HTMLElement) => DialogWidget,
) {
  adoptModeStyles(root);
  const close = h(
    'button',
    { type: 'button', class: 'b x', part: 'close' },
    closeLabel(config.locale),
  );
  const box = h('div', { part: 'widget' });
  const first = h('span', { tabindex: '0', class: 'sentinel' });
  const last = h('span', { tabindex: '0', class: 'sentinel' });
  const dialog = h(
    'dialog',
    { part: 'dialog' },
    first,
    h('div', { class: 'bar' }, close),
    box,
    last,
  );
  const setName = (name: string | undefined) =>
    dialog.setAttribute('aria-label', name ?? bookLabel(config.locale));
  setName(config.attributes['facility-name']);
  root.append(dialog);
  const widget = widgetIn(box);

  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    emit(host, 'hotel-booking:close', { mode: 'modal' });
    button.focus();
  });
  // Tab past the end wraps to the close button; Shift+Tab before it wraps to the last control.
  last.addEventListener('focus', () => close.focus());
  first.addEventListener('focus', () => {
    const inside = focusables(box);
    (inside[inside.length - 1] ?? close).focus();
  });

  return {
    show(): void {
      if (dialog.open) return;
      dialog.showModal();
      close.focus();
      void widget.load();
      emit(host, 'hotel-booking:open', { mode: 'modal' });
    },
    update(next: ElementConfig): void {
      setName(next.attributes['facility-name']);
      widget.update(next);
    },
    destroy(): void {
      if (dialog.open) dialog.close();
      widget.destroy();
      dialog.remove();
    },
  };
}
