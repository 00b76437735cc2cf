import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MessageOutcome } from '../../db/schema-connectivity.ts';
import type { HandshakeAction } from './handshake.ts';
import type { XmlNode } from './xml.ts';

/** The hotel whose credentials signed the request. */
export interface AlpineBitsHotel {
  id: number;
  code: string;
  codeKey: string;
  name: string;
  currency: string;
}

export interface ActionContext {
  db: Kysely<Database>;
  hotel: AlpineBitsHotel;
  now: Date;
}

/** An answer and what the message log says of it. */
export interface ActionOutcome {
  xml: string;
  outcome: MessageOutcome;
  /** One line for the console's message list: counts and reasons, never guests' data. */
  detail: string;
}

/**
 * One value of the `action` parameter (AlpineBits 2020-10 §2): the request's root element, the
 * answer's, the capability the handshake announces for it, and what it does. Only actions in
 * the registry (actions.ts) are announced, so the handshake never offers what is not there.
 */
export interface AlpineBitsAction {
  name: string;
  requestRoot: string;
  responseRoot: string;
  /** The `Version` attribute of the answer (the OTA message version the standard's samples use). */
  responseVersion: string;
  capability: HandshakeAction;
  handle(ctx: ActionContext, request: XmlNode): Promise<ActionOutcome>;
}

/**
 * Thrown by an action that finds, midway, that it cannot apply the message: its transaction is
 * rolled back and the answer is the standard's error answer with this OTA code (route.ts).
 */
export class ActionRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ActionRefusal';
  }
}
