import type { WidgetConfig } from '../../loader/widget-api.ts';
import { wantLaterMessages } from '../i18n/later-wanted.ts';
import { type FunctionComponent, Suspense } from '../react.ts';
import { Loader } from './Loader.tsx';

type ScreenComponent = FunctionComponent<{ config: WidgetConfig }>;

/** A lazily loaded component that can be fetched before it is first drawn. */
export type Preloadable<P> = FunctionComponent<P> & {
  /** Starts loading its code (once); rejects if it cannot be loaded. */
  preload(): Promise<unknown>;
};

/** Which of the locale's messages a lazily loaded component shows (src/i18n/message-groups.ts). */
export interface PreloadableOptions {
  /**
   * `'later'` (the default): the component is a later step, its texts in the locale's later
   * part, which is asked for beside its code (so a deep link or the guest's first click loads
   * both at once, not one after the other) and waited for, so it is drawn with its texts, not
   * ids and a redraw. `'first'`: a component the first screen draws (the sign-in button): it
   * shows first-part texts only and must not wait for, or pull in, the later part.
   */
  readonly texts?: 'first' | 'later';
}

/**
 * Like `lazy()`, plus `preload()`; and once loaded it draws at once. compat's `lazy` suspends
 * on its first render even when the code already arrived (its promise is made in that render),
 * so a screen fetched in advance would still show the loader for a render and then redraw.
 * A failed load is thrown to the nearest error boundary, as `lazy` does.
 */
export function preloadable<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  { texts = 'later' }: PreloadableOptions = {},
): Preloadable<P> {
  let component: FunctionComponent<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<unknown> | undefined;
  // A failed load (flaky network) is forgotten, so the next preload or render tries again.
  const preload = () =>
    (pending ??= Promise.all([load(), texts === 'later' ? wantLaterMessages() : undefined]).then(
      ([loaded]) => {
        component = loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Lazy(props: P) {
    if (component) {
      const Component = component;
      return <Component {...props} />;
    }
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    // Suspense waits for this and draws again when it settles (loaded, or failed: then the
    // error goes to the nearest error boundary).
    throw preload().catch((error: unknown) => {
      failure = { error };
    });
  }
  return Object.assign(Lazy, { preload });
}

/**
 * A screen loaded on demand: its code is a separate chunk (outside the first-screen budget),
 * shown with the app's loader while it and the locale's later messages arrive.
 */
export function lazyScreen(
  load: () => Promise<ScreenComponent>,
): ScreenComponent & { preload(): Promise<unknown> } {
  const Lazy = preloadable(load);
  function LazyScreen({ config }: { config: WidgetConfig }) {
    return (
      <Suspense fallback={<Loader />}>
        <Lazy config={config} />
      </Suspense>
    );
  }
  return Object.assign(LazyScreen, { preload: Lazy.preload });
}
