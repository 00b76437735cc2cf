import { useLayoutEffect, useState } from '../../react.ts';

/**
 * The rendered inline size of an element, kept current with a `ResizeObserver`. Measured
 * before paint so the first frame already has the right layout; `fallback` until then.
 */
export function useElementWidth(
  ref: { readonly current: HTMLElement | null },
  fallback: number,
): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next === undefined) return;
      // Re-rendering changes the element's height inside this callback's frame, which the
      // browser reports as a ResizeObserver loop; apply the new width on the next frame.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(next));
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
