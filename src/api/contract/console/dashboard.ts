import * as v from 'valibot';
import { ReservationSourceSchema } from './reservations.ts';

/**
 * The console's dashboard (issue 40): per hotel and for the brand, in each hotel's currency.
 * Nights are the hotel's; pickup and cancellations count the days bookings were made or
 * cancelled (hotel time); sources share the bookings made in the same window.
 */
export const DASHBOARD_WINDOWS = ['30', '90'] as const;

export const DashboardQuerySchema = v.object({
  nights: v.optional(v.picklist(DASHBOARD_WINDOWS), '30'),
});

export const DashboardNightSchema = v.object({
  date: v.string(),
  rooms_available: v.number(),
  rooms_sold: v.number(),
  /** 0–1; 0 when no room is for sale. */
  occupancy: v.number(),
  /** Room revenue of the night (each stay's total spread evenly over its nights). */
  revenue: v.number(),
  /** Average daily rate: revenue / rooms sold (0 when none sold). */
  adr: v.number(),
});

export const DashboardDaySchema = v.object({
  date: v.string(),
  bookings: v.number(),
  rooms: v.number(),
  revenue: v.number(),
  cancellations: v.number(),
});

export const HotelDashboardSchema = v.object({
  hotel_code: v.string(),
  hotel_name: v.string(),
  currency: v.string(),
  today: v.string(),
  nights: v.array(DashboardNightSchema),
  /** The past days up to today: bookings made and cancelled per day. */
  pickup: v.array(DashboardDaySchema),
  sources: v.array(
    v.object({ source: ReservationSourceSchema, bookings: v.number(), share: v.number() }),
  ),
  totals: v.object({
    rooms_sold: v.number(),
    revenue: v.number(),
    occupancy: v.number(),
    adr: v.number(),
    bookings: v.number(),
    cancellations: v.number(),
  }),
});
export type HotelDashboard = v.InferOutput<typeof HotelDashboardSchema>;

export const HotelDashboardResponseSchema = v.object({ data: HotelDashboardSchema });
export const BrandDashboardResponseSchema = v.object({
  data: v.object({ hotels: v.array(HotelDashboardSchema) }),
});
