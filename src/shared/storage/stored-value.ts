import * as v from 'valibot';

/** Which Web Storage an entry lives in: this tab's session, or the browser's local storage. */
export type StorageArea = 'session' | 'local';

/** How one storage entry is kept: its key, the shape it must have, and how long it lives. */
export interface StoredValueOptions<T> {
  readonly key: string;
  /** What a stored value must look like; anything else (another version, a hand edit) is dropped. */
  readonly schema: v.GenericSchema<unknown, T>;
  /** Default: session storage. */
  readonly area?: StorageArea;
  /**
   * Time to live in milliseconds. With it the entry is saved as `{ savedAt, <valueField>: value }`
   * and read back only while `now - savedAt <= ttlMs`; without it the value is saved as it is.
   */
  readonly ttlMs?: number;
  /** The envelope's field holding the value (default `value`), for entries saved before. */
  readonly valueField?: string;
}

/** One validated storage entry. No method throws, even when storage is blocked. */
export interface StoredValue<T> {
  /**
   * The stored value if it parses, fits the schema and has not expired; otherwise undefined,
   * and a damaged, foreign or expired entry is removed.
   */
  read(now?: number): T | undefined;
  /** Saves the value (with `now` as its time when there is a time to live). */
  write(value: T, now?: number): void;
  /** Forgets the entry. */
  remove(): void;
}

/**
 * The storage area, or null where it cannot be used: a sandboxed iframe or privacy settings
 * make merely reading `sessionStorage` throw.
 */
function storageOf(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

const EnvelopeSchema = v.looseObject({ savedAt: v.number() });

/**
 * A typed, validated entry in session or local storage: read → JSON.parse → schema → expiry →
 * value or nothing. Storage is outside our control (another widget version, a hand edit, a
 * blocked or full store), so every failure means "nothing stored" rather than an exception.
 */
export function storedValue<T>(options: StoredValueOptions<T>): StoredValue<T> {
  const { key, schema, area = 'session', ttlMs, valueField = 'value' } = options;

  const remove = () => {
    try {
      storageOf(area)?.removeItem(key);
    } catch {
      // Nothing stored then.
    }
  };

  const unpack = (saved: unknown, now: number): unknown => {
    if (ttlMs === undefined) return saved;
    if (!v.is(EnvelopeSchema, saved) || now - saved.savedAt > ttlMs) return undefined;
    return saved[valueField];
  };

  return {
    read(now = Date.now()) {
      let raw: string | null | undefined;
      try {
        raw = storageOf(area)?.getItem(key);
      } catch {
        return undefined;
      }
      if (!raw) return undefined;
      try {
        const result = v.safeParse(schema, unpack(JSON.parse(raw), now));
        if (result.success) return result.output;
      } catch {
        // Not JSON: a damaged entry is treated as absent.
      }
      remove();
      return undefined;
    },
    write(value, now = Date.now()) {
      const saved = ttlMs === undefined ? value : { savedAt: now, [valueField]: value };
      try {
        storageOf(area)?.setItem(key, JSON.stringify(saved));
      } catch {
        // Quota or blocked storage: the caller keeps the value in memory.
      }
    },
    remove,
  };
}
