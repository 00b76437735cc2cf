import type { Endpoint } from '../endpoint.ts';
import { BookingWidgetSettingsSchema, SignInButtonSettingsSchema } from '../settings.ts';

/** The widget's init call: brand and hotel settings. */
export const getBookingWidgetSettings = {
  method: 'get',
  path: '/api/v1/hotels/:code/settings/booking_widget',
  response: BookingWidgetSettingsSchema,
  tag: 'settings',
  summary: 'Brand and hotel init settings',
} as const satisfies Endpoint;

export const getSignInButtonSettings = {
  method: 'get',
  path: '/api/v1/hotels/:code/settings/sign_in_button',
  response: SignInButtonSettingsSchema,
  tag: 'settings',
  summary: 'Login widget data',
} as const satisfies Endpoint;
