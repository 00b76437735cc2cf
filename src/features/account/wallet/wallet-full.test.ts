import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { ApiError } from '../../../api/errors/api-error.ts';
import { createAppIntl } from '../../../i18n/create-intl.ts';
import { addCardErrorMessage } from './wallet-full.ts';

const refusal = (payload: unknown) =>
  new ApiError({ status: 422, code: 9422, title: 'not_allowed', payload, local: false });

describe('addCardErrorMessage', () => {
  it('says the wallet is full, with the limit the server sent', () => {
    const text = addCardErrorMessage(
      createAppIntl('en', en),
      refusal({ reason: 'wallet_full', max_cards: 5 }),
    );
    expect(text).toBe(
      'The card was not saved: you can keep at most 5 cards. Delete a card to add another.',
    );
    expect(
      addCardErrorMessage(createAppIntl('ar', ar), refusal({ reason: 'wallet_full' })),
    ).toContain('5');
  });

  it('leaves any other refusal to the catalogue', () => {
    const intl = createAppIntl('en', en);
    expect(addCardErrorMessage(intl, refusal({ reason: 'other' }))).toBe(
      en['error.generic.processing'],
    );
    expect(addCardErrorMessage(intl, refusal(undefined))).toBe(en['error.generic.processing']);
  });
});
