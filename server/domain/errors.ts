/**
 * A rule broken by the request. Domain functions throw it; the HTTP layer turns it into the
 * spec's error shape. `field` names the offending input for validation errors (code 1000).
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly payload?: Record<string, unknown>,
    /** Machine title when the status alone does not say it (e.g. `invalid_client_session`). */
    readonly title?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Invalid input (catalogue code 1000), naming the field. */
export function invalid(field: string, message: string): DomainError {
  return new DomainError(1000, 400, `${field} ${message}`, field);
}
