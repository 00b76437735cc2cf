import { lazyScreen } from '../lazy-screen.tsx';

/**
 * The agency site's screens by path (AgencyRoutes.tsx, in its own chunk): what the hosted app
 * under `/ota` renders in place of the standard route table.
 */
export const AgencyRoutes = lazyScreen(() =>
  import('./AgencyRoutes.tsx').then((m) => m.AgencyRoutes),
);
