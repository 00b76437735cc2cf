/** What oidc-provider stores per artifact (sessions, interactions, codes, tokens, grants). */
export type Payload = Record<string, unknown> & {
  uid?: string;
  userCode?: string;
  grantId?: string;
  consumed?: number;
};

interface Entry {
  payload: Payload;
  expiresAt: number;
}

/**
 * The demo provider's storage: one process, kept in memory and lost on restart, which is what
 * a demo wants. An adapter of our own (the package's built-in one is the same idea but warns
 * on every start that it is for development). Entries expire with the lifetime the provider
 * gives them; a grant's revocation removes everything issued under it.
 */
export function createMemoryStore(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const findBy = (model: string, field: 'uid' | 'userCode', value: string) => {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${model}:`) && entry.payload[field] === value && live(key))
        return entry.payload;
    }
    return undefined;
  };

  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
      entries.set(this.key(id), { payload, expiresAt });
    }

    async find(id: string): Promise<Payload | undefined> {
      return live(this.key(id))?.payload;
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return findBy(this.model, 'uid', uid);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return findBy(this.model, 'userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries)
        if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}
