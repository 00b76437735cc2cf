/**
 * The success page keeps the link's query (token, code, locale) so a reload there still knows
 * the hotel and language; the token alone cannot do anything more than the link already could.
 */
export const successPath = (search: string): string =>
  search ? `/unsubscribe-email/success?${search}` : '/unsubscribe-email/success';
