import { describe, expect, it } from 'vitest';
import { readStartupParams } from '../shared/startup/startup-params.ts';
import { settingsFixture } from '../shared/testing/settings-fixture.ts';
import { findRoute } from './routes.ts';
import { type ShellVisibilityInput, shellVisibility } from './shell-visibility.ts';

const on = (path: string, extra: Partial<ShellVisibilityInput> = {}) =>
  shellVisibility({
    route: findRoute(path),
    chatbot: false,
    settings: settingsFixture(),
    params: readStartupParams(''),
    ...extra,
  });

describe('shellVisibility', () => {
  it('shows the full header on the results page of a multi-currency hotel', () => {
    expect(on('/booking/result')).toEqual({
      header: true,
      footer: true,
      closeButtonOnly: false,
      languageSelector: true,
      currencySelector: true,
      backLink: false,
      loginWidget: true,
    });
  });
  it('hides header and footer on headless routes, only the header on /503', () => {
    expect(on('/payments/P1')).toMatchObject({ header: false, footer: false });
    expect(on('/503')).toMatchObject({ header: false, footer: true, loginWidget: false });
  });
  it('hides the language selector per route and inside the chatbot frame', () => {
    expect(on('/reservation/guest-detail').languageSelector).toBe(false);
    expect(on('/reservation/payment').languageSelector).toBe(false);
    expect(on('/room-lottery/guest-detail').languageSelector).toBe(false);
    expect(on('/booking/result', { chatbot: true })).toMatchObject({
      languageSelector: false,
      loginWidget: false,
    });
  });
  it('follows the currency-selector rules', () => {
    expect(
      on('/booking/result', { settings: settingsFixture({ mcp_enabled: false }) }).currencySelector,
    ).toBe(false);
    expect(on('/booking/result', { settings: undefined }).currencySelector).toBe(false);
    expect(on('/booking/recommender').currencySelector).toBe(true);
    expect(on('/search').currencySelector).toBe(false);
    expect(on('/reservation/guest-detail').currencySelector).toBe(false);
    expect(on('/reservation/guest-detail', { isPaymentStep: true }).currencySelector).toBe(true);
    const updating = readStartupParams('current_reservation=R1');
    expect(on('/booking/result', { params: updating }).currencySelector).toBe(false);
    const updatingPayment = readStartupParams('current_reservation=R1&context=update_payment_type');
    expect(on('/booking/result', { params: updatingPayment }).currencySelector).toBe(true);
  });
  it('shows the back link on my-account and organization admin pages', () => {
    expect(on('/my-account/points').backLink).toBe(true);
    expect(on('/organization-admin').backLink).toBe(true);
    expect(on('/booking/result').backLink).toBe(false);
  });
  it('hides the login widget on lottery complete and in update mode on results', () => {
    expect(on('/room-lottery/complete/C1').loginWidget).toBe(false);
    expect(on('/booking/result', { updateMode: true }).loginWidget).toBe(false);
  });
  it('keeps the chrome on the not-found page', () => {
    expect(on('/nowhere')).toMatchObject({ header: true, footer: true, currencySelector: false });
  });
});
