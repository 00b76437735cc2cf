import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tell React that updates in these tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A React root in its own element of the test's DOM (happy-dom). */
export interface TestRoot {
  readonly container: HTMLElement;
  /** Renders (or re-renders) `node` inside act(), so effects have run when it resolves. */
  render(node: ReactNode): Promise<void>;
  /** Unmounts the tree and removes the element. */
  unmount(): Promise<void>;
}

const mounted = new Set<TestRoot>();

/** A fresh root for one test; {@link unmountTestRoots} (in `afterEach`) removes it. */
export function testRoot(): TestRoot {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined = createRoot(container);
  const handle: TestRoot = {
    container,
    render: (node) => act(async () => root?.render(node)),
    async unmount() {
      mounted.delete(handle);
      const open = root;
      root = undefined;
      if (open) await act(async () => open.unmount());
      container.remove();
    },
  };
  mounted.add(handle);
  return handle;
}

/** Unmounts every root the test created. */
export async function unmountTestRoots(): Promise<void> {
  for (const root of [...mounted]) await root.unmount();
}
