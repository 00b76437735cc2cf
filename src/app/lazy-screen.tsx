import type { WidgetConfig } from '../../loader/widget-api.ts';
import { type FunctionComponent, lazy, Suspense } from '../react.ts';
import { Loader } from './Loader.tsx';

type ScreenComponent = FunctionComponent<{ config: WidgetConfig }>;

/**
 * A screen loaded on demand: its code is a separate chunk (outside the first-screen budget),
 * shown with the app's loader while it arrives.
 */
export function lazyScreen(load: () => Promise<ScreenComponent>): ScreenComponent {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen({ config }: { config: WidgetConfig }) {
    return (
      <Suspense fallback={<Loader />}>
        <Lazy config={config} />
      </Suspense>
    );
  };
}
