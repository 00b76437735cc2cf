import {
  BrandDashboardResponseSchema,
  DashboardQuerySchema,
  HotelDashboardResponseSchema,
} from '../console/dashboard.ts';
import type { Endpoint } from '../endpoint.ts';

/** The console's dashboard (issue 40): a hotel's next 30/90 nights and recent pickup. */
const tag = 'console-dashboard';

export const getHotelDashboard = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/dashboard',
  query: DashboardQuerySchema,
  response: HotelDashboardResponseSchema,
  auth: 'staff',
  capability: 'dashboard.read',
  tag,
  summary:
    'Occupancy, rooms sold, revenue and ADR per night; pickup, cancellations and sources (hotel currency)',
} as const satisfies Endpoint;

export const getBrandDashboard = {
  method: 'get',
  path: '/api/v1/console/dashboard',
  query: DashboardQuerySchema,
  response: BrandDashboardResponseSchema,
  auth: 'staff',
  capability: 'dashboard.read',
  tag,
  summary: "Every hotel's dashboard the member may see, each in its own currency",
} as const satisfies Endpoint;
