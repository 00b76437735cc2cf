// Public surface of the error layer; files stay internal.

export {
  clearAllErrors,
  clearError,
  dismissGlobalBanner,
  errorSlotAtoms,
  getError,
  globalBannerAtom,
  globalBannerDismissedAtom,
  type Store,
  setError,
} from '../../shared/errors/slots.ts';
export { ApiError, type ApiErrorInit, isApiError } from './api-error.ts';
export {
  type CatalogueEntry,
  catalogueEntry,
  ERROR_CATALOGUE,
  ERROR_MESSAGE_IDS,
  type ErrorBehaviour,
} from './catalogue.ts';
export {
  IDP_EXPIRED_CODES,
  INVALID_CLIENT_SESSION_TITLE,
  isIdentityExpired,
  isInvalidClientSession,
} from './detect.ts';
export {
  ErrorBodySchema,
  ErrorEnvelopeSchema,
  type ErrorItem,
  ErrorItemSchema,
} from './error-schema.ts';
export { ERROR_SLOTS, type ErrorSlot } from './error-slot.ts';
export { apiErrorFromResponse } from './from-response.ts';
export { LOCAL_CODES, type LocalCode } from './local-codes.ts';
export { messageIdFor, messageValuesFor } from './message-id.ts';
export { type ParsedErrorBody, parseErrorBody } from './parse-error-body.ts';
export { toApiError } from './to-api-error.ts';
