/**
 * The agency API's paths the widget calls, as plain strings: importing the contract's endpoint
 * objects for their paths would ship their request schemas (and valibot's `check`, which the
 * first screen's chunk would then carry). ota-paths.test.ts keeps them equal to the contract.
 */
export const OTA_PATHS = {
  search: '/api/ota/v1/hotels/search',
  assist: '/api/ota/v1/hotels/assist',
  nearby: '/api/ota/v1/hotels/:code/nearby',
} as const;
