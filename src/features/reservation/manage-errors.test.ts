import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { ApiError } from '../../api/errors/api-error.ts';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { manageErrorText } from './manage-errors.ts';

const intl = createAppIntl('en', en);
const error = (status: number, code?: number | string, payload?: unknown) =>
  new ApiError({
    status,
    title: 't',
    local: false,
    ...(code === undefined ? {} : { code }),
    ...(payload === undefined ? {} : { payload }),
  });

describe('manage error text', () => {
  it('says the same for any 404 (unknown number, wrong e-mail, wrong token)', () => {
    expect(manageErrorText(intl, error(404, 9404))).toBe(en['manage.find.notFound']);
  });

  it('shows rate limiting, whether the server or the client gave up', () => {
    expect(manageErrorText(intl, error(429, 'too_many_requests'))).toBe(en['manage.find.tooMany']);
  });

  it('explains a refusal by its reason and the lock codes by the catalogue', () => {
    expect(manageErrorText(intl, error(422, 9422, { reason: 'checkin_day' }))).toBe(
      en['manage.blocked.checkinDay'],
    );
    expect(manageErrorText(intl, error(409, 3013))).toBe(en['error.code.3013']);
    expect(manageErrorText(intl, error(409, 3016))).toBe(en['error.code.3016']);
    expect(manageErrorText(intl, error(409, 3014))).toBe(en['error.code.3014']);
  });
});
