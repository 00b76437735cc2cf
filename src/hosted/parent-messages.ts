import { findRoute } from '../app/routes.ts';
import type { Embed } from '../shared/embed/embed.ts';
import type { Store } from '../shared/errors/slots.ts';
import { authAtom, currentPathAtom, initSettingsAtom } from '../shared/startup/init-state.ts';

/**
 * product.md §6 "Chatbot display depends on the platform list", doc 2 §9 "Mobile width: 992 px
 * or less": the width the app has (a chat panel's frame is narrow on any device).
 */
const platformOf = (win: Window): 'desktop' | 'mobile' =>
  win.matchMedia('(max-width: 992px)').matches ? 'mobile' : 'desktop';

/**
 * The parent messages the hosted app sends on its own (loader/parent-messages.ts):
 * `booking-widget-opened` and `removeQuery` at start, `login` on every sign-in status change
 * (with the member's companion tiers as `receiveCompanionInfo`), `show-chatbot` after init and
 * when a page change turns it. Screens send the rest (close, the chat sync, ga4Event).
 */
export function announceToParent(options: {
  store: Store;
  embed: Embed;
  startPath: string;
  /** Credential parameters startup removed from the address. */
  removed: readonly string[];
  onSignedIn: () => void;
  win?: Window;
}): void {
  const { store, embed } = options;
  const win = options.win ?? window;
  embed.notifyParent('booking-widget-opened', { path: options.startPath });
  if (options.removed.length > 0)
    embed.notifyParent('removeQuery', { names: [...options.removed] });

  let member: number | undefined;
  store.sub(authAtom, () => {
    const auth = store.get(authAtom);
    if (auth.status === 'token') return; // a token being checked is neither in nor out yet
    const now = auth.status === 'member' ? auth.member.id : undefined;
    if (now === member) return;
    member = now;
    embed.notifyParent(
      'login',
      now === undefined ? { loggedIn: false } : { loggedIn: true, memberId: now },
    );
    if (now !== undefined) options.onSignedIn();
  });

  let shown: boolean | undefined;
  const showChatbot = () => {
    const settings = store.get(initSettingsAtom);
    if (!settings) return;
    const chatbot = settings.chatbot_setting;
    const platform = platformOf(win);
    const path = store.get(currentPathAtom);
    const visible =
      chatbot.is_active && chatbot.platforms.includes(platform) && !findRoute(path)?.payPage;
    if (visible === shown) return;
    shown = visible;
    embed.notifyParent('show-chatbot', { visible, platform });
  };
  store.sub(initSettingsAtom, showChatbot);
  store.sub(currentPathAtom, showChatbot);
  showChatbot();
}

/** The credential parameters present in `before` and gone from `after` (both addresses). */
export function removedParams(before: string, after: string): string[] {
  const names = (address: string) =>
    new Set(new URLSearchParams(address.split('#')[0]?.split('?')[1] ?? '').keys());
  const kept = names(after);
  return [...names(before)].filter((name) => !kept.has(name));
}
