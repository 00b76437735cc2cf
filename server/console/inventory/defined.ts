/** The fields of a partial edit that were given (a valibot partial's `undefined`s left out). */
export type Given<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

export function given<T extends object>(patch: T): Given<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Given<T>;
}
