import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES } from './routes.ts';

describe('route table', () => {
  it('has each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('matches parameters and trailing slashes', () => {
    expect(findRoute('/reservation/confirmation/R123')?.path).toBe(
      '/reservation/confirmation/:confirmationNumber',
    );
    expect(findRoute('/booking/result/')?.path).toBe('/booking/result');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
  it('carries the spec flags', () => {
    expect(findRoute('/503')).toMatchObject({ hidesHeader: true, hidesLoginWidget: true });
    expect(findRoute('/payments/P1')?.headless).toBe(true);
    expect(findRoute('/reservation/guest-detail')?.hidesLanguageSelector).toBe(true);
    expect(findRoute('/my-account/points')).toMatchObject({ loginRequired: true, backLink: true });
    expect(findRoute('/recommender-widget')?.silentToParent).toBe(true);
    expect(findRoute('/')?.redirect).toBe('/booking/result');
    expect(findRoute('/my-account')?.redirect).toBe('/my-account/profile');
  });
});

describe('route flags added by the shell', () => {
  it('marks pay pages and routes that render despite an init failure', () => {
    expect(findRoute('/payments/P1/display')?.payPage).toBe(true);
    expect(findRoute('/503')?.ignoresInitError).toBe(true);
    expect(findRoute('/booking/result')?.ignoresInitError).toBeUndefined();
    expect(findRoute('/reservation/guest-detail')?.currencySelector).toBe('guestDetail');
  });
});
