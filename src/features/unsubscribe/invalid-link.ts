import type { ApiError } from '../../api/errors/api-error.ts';

/**
 * The e-mail link's token is one the server cannot read (400: cut short or altered when copied)
 * or does not know (404: mistyped, or replaced: each marketing e-mail carries a new token and only
 * the newest works). Trying again cannot help; the guest needs another link, so the page says so
 * instead of the catalogue's "please try again".
 */
export const isInvalidLink = (error: ApiError): boolean =>
  error.status === 400 || error.status === 404;
