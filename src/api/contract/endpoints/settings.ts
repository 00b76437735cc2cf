import { defineEndpoint } from '../endpoint.ts';
import {
  BookingWidgetSettingsSchema,
  RecommenderSettingsSchema,
  SignInButtonSettingsSchema,
} from '../settings.ts';

/** The widget's init call: brand and hotel settings. */
export const getBookingWidgetSettings = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/settings/booking_widget',
  response: BookingWidgetSettingsSchema,
  tag: 'settings',
  summary: 'Brand and hotel init settings',
});

export const getSignInButtonSettings = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/settings/sign_in_button',
  response: SignInButtonSettingsSchema,
  tag: 'settings',
  summary: 'Login widget data',
});

export const getRecommenderSettings = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/settings/recommender_widget',
  response: RecommenderSettingsSchema,
  tag: 'settings',
  summary: 'Recommender settings',
});
