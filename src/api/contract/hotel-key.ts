/** The hotel API key header (hotel-only calls). */
export const HOTEL_KEY = [
  {
    name: 'Authorization',
    description: '`Bearer <hotel API key>` (created with `npm run payment-link -- api-key …`)',
  },
] as const;
