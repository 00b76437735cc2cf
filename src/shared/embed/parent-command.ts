/**
 * Inbound actions the spec honours from the parent window. The hosted app's parent bridge
 * receives them and the app runtime carries them out, so the type sits below both.
 */
export type { ParentCommand } from '../../../loader/parent-messages.ts';
