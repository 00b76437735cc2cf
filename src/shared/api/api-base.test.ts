import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../../loader/widget-api.ts';
import { apiBaseOf } from './api-base.ts';

const config = (attributes: Record<string, string>): WidgetConfig => ({
  mode: 'inline',
  hotelCode: 'sakuratokyo',
  assetBase: 'https://provider.example/widget/',
  search: {},
  attributes,
  initialPath: '/booking/result',
});

describe('apiBaseOf', () => {
  it("defaults to the loader's origin", () => {
    expect(apiBaseOf(config({}))).toBe('https://provider.example');
  });
  it('takes the api-base attribute, absolute or relative', () => {
    expect(apiBaseOf(config({ 'api-base': 'https://api.example/v1' }))).toBe('https://api.example');
    expect(apiBaseOf(config({ 'api-base': ' /api ' }))).toBe('https://provider.example');
  });
});
