import type { WidgetConfig } from '../../../../loader/widget-api.ts';

// Placeholder registered so the route table compiles; replaced by the feature's screen.
export function FailScreen(_props: { config: WidgetConfig }) {
  return null;
}
