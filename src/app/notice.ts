import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { MessageId } from '../i18n/messages.ts';

/**
 * A non-error message for the guest from outside any screen, e.g. "You have been signed out"
 * after a 401. Shown by the shell as a dismissible status line; null when there is none.
 */
export const noticeAtom: PrimitiveAtom<MessageId | null> = atom<MessageId | null>(null);
