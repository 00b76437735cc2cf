import * as v from 'valibot';

/** The one AlpineBits HotelData version this server speaks (see README: why 2020-10). */
export const ALPINEBITS_VERSION = '2020-10';

/** One action of the handshake's JSON, with the optional capabilities it supports. */
export interface HandshakeAction {
  action: string;
  supports?: string[];
}

const HandshakeSchema = v.object({
  versions: v.array(
    v.object({
      version: v.string(),
      actions: v.optional(
        v.array(v.object({ action: v.string(), supports: v.optional(v.array(v.string())) })),
        [],
      ),
    }),
  ),
});
export type HandshakeData = v.InferOutput<typeof HandshakeSchema>;

/** The client's `EchoData` JSON, or null when it is not the handshake's shape. */
export function readHandshake(echoData: string): HandshakeData | null {
  let json: unknown;
  try {
    json = JSON.parse(echoData);
  } catch {
    return null;
  }
  const parsed = v.safeParse(HandshakeSchema, json);
  return parsed.success ? parsed.output : null;
}

/**
 * What both sides support (AlpineBits 2020-10 §3): the versions both speak, in each the actions
 * both offer, in each action the capabilities both list. An action neither side qualifies is
 * kept without `supports`.
 */
export function intersectHandshake(
  client: HandshakeData,
  server: { version: string; actions: readonly HandshakeAction[] },
): HandshakeData {
  const versions: HandshakeData['versions'] = [];
  for (const offered of client.versions) {
    if (offered.version !== server.version) continue;
    const actions: HandshakeAction[] = [];
    for (const ours of server.actions) {
      const theirs = offered.actions.find((a) => a.action === ours.action);
      if (!theirs) continue;
      const supports = (ours.supports ?? []).filter((s) => theirs.supports?.includes(s));
      actions.push(
        supports.length > 0 ? { action: ours.action, supports } : { action: ours.action },
      );
    }
    versions.push({ version: offered.version, actions });
  }
  return { versions };
}

/** The capabilities of several actions merged by action name (two actions may share one). */
export function mergeCapabilities(list: readonly HandshakeAction[]): HandshakeAction[] {
  const merged = new Map<string, Set<string>>();
  for (const { action, supports } of list) {
    const set = merged.get(action) ?? new Set<string>();
    for (const s of supports ?? []) set.add(s);
    merged.set(action, set);
  }
  return [...merged].map(([action, supports]) =>
    supports.size > 0 ? { action, supports: [...supports] } : { action },
  );
}
