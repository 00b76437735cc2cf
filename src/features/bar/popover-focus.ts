import { useRef } from '../../react.ts';

/**
 * Gives focus back to the button that opened a native popover when the guest closes it from
 * the keyboard or with its own button (Escape, Done, Close). The browser does so only for a
 * popover that moved focus in itself (autofocus), and these leave it on their button: focus
 * would fall to the page's start. A press outside (light dismiss) leaves focus where it went.
 * Spread `popover` on the popover and call `closing()` in its closing button's press.
 */
export function usePopoverFocus(button: { readonly current: HTMLElement | null }) {
  const wanted = useRef(false);
  const closing = () => {
    wanted.current = true;
  };
  return {
    closing,
    popover: {
      onKeyDown: (event: { readonly key: string }) => {
        if (event.key === 'Escape') closing();
      },
      // The toggle event's `newState` (preact hands over the DOM's ToggleEvent itself).
      onToggle: (event: { readonly newState: string }) => {
        if (event.newState !== 'closed' || !wanted.current) return;
        wanted.current = false;
        button.current?.focus({ preventScroll: true });
      },
    },
  };
}
