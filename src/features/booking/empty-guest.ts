import type { DraftGuest } from './draft.ts';

/**
 * The guest details of a new draft. Apart from draft.ts, whose atom the search screen holds:
 * only starting a booking (a later chunk) needs this.
 */
export const EMPTY_GUEST: DraftGuest = {
  first_name: '',
  last_name: '',
  email: '',
  email_confirmation: '',
  terms_accepted: false,
};
