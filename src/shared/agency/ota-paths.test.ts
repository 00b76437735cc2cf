import { expect, it } from 'vitest';
import {
  otaAssistSearch,
  otaNearbyHotels,
  otaSearchHotels,
} from '../../api/contract/endpoints/ota.ts';
import { OTA_PATHS } from './ota-paths.ts';

it('calls the agency API at the contract’s paths', () => {
  expect(OTA_PATHS).toEqual({
    search: otaSearchHotels.path,
    assist: otaAssistSearch.path,
    nearby: otaNearbyHotels.path,
  });
});
