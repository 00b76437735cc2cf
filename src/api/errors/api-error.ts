import type { ErrorSlot } from './error-slot.ts';

/** What an {@link ApiError} is built from. */
export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network failure, abort). */
  status: number;
  code?: number | string;
  title: string;
  /** The message to show, `details.base[0]` of the server's error; defaults to the title. */
  message?: string;
  payload?: unknown;
  /** True when the error did not come from a server error body (doc 2 §8: "marked local"). */
  local: boolean;
  slot?: ErrorSlot;
  cause?: unknown;
}

/**
 * The one error type every API call rejects with. Screens never see ky, fetch or valibot
 * errors, only this, so they can map it to a message (`messageIdFor`) and a slot.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Server code (numeric when the server sent a number) or a local code string. */
  readonly code?: number | string;
  /** The server error's title, or a short technical description for local errors. */
  readonly title: string;
  /** Extra data the server attached (e.g. `reservable_period_months` for code 1903). */
  readonly payload?: unknown;
  /** True when no server error body backs this error. */
  readonly local: boolean;
  /** The UI slot this error was put into, once it was (see `setError`). */
  readonly slot?: ErrorSlot;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.title, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.title = init.title;
    this.local = init.local;
    if (init.code !== undefined) this.code = init.code;
    if (init.payload !== undefined) this.payload = init.payload;
    if (init.slot !== undefined) this.slot = init.slot;
  }

  /** A copy of this error tagged with the slot it is shown in. */
  inSlot(slot: ErrorSlot): ApiError {
    const init: ApiErrorInit = {
      status: this.status,
      title: this.title,
      message: this.message,
      local: this.local,
      slot,
    };
    if (this.code !== undefined) init.code = this.code;
    if (this.payload !== undefined) init.payload = this.payload;
    if (this.cause !== undefined) init.cause = this.cause;
    return new ApiError(init);
  }
}

/** Type guard that also works across bundles (two copies of the class). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}
