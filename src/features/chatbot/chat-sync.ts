import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { chatbotSession } from '../../api/contract/endpoints/chatbot.ts';
import { getProgram } from '../../api/contract/endpoints/membership.ts';
import type { Program } from '../../api/contract/membership.ts';
import type { Locale } from '../../rules/locales.ts';
import type { Embed } from '../../shared/embed/embed.ts';
import type { StartupParams } from '../../shared/startup/startup-params.ts';

/** The chatbot's ids from the startup parameters (`triplabot_user_id`, `auth_auto_message_id`). */
export function chatbotIds(params: StartupParams): { userId?: string; messageId?: string } {
  const ids: { userId?: string; messageId?: string } = {};
  if (params.raw.triplabot_user_id) ids.userId = params.raw.triplabot_user_id;
  if (params.raw.auth_auto_message_id) ids.messageId = params.raw.auth_auto_message_id;
  return ids;
}

/**
 * The chat sync (product.md §4; doc 2 §7 `chatbot_session`): with a member signed in, links
 * the chatbot user to them and hands the chatbot a one-time token (`receiveTriplabotSession`),
 * then says the sync is over (`triplabotSynced`); with nobody signed in, only the latter. A
 * failed link closes the chatbot frame (doc 2 §8 "Chatbot session failure: chatbot closed").
 * Resolves to whether the chatbot user is now linked.
 */
export async function syncChatbot(options: {
  api: ApiClient;
  embed: Embed;
  userId: string | undefined;
  messageId?: string | undefined;
  signedIn: boolean;
}): Promise<boolean> {
  const { api, embed, userId } = options;
  if (!userId) return false;
  if (!options.signedIn) {
    embed.notifyParent('triplabotSynced', { userId, loggedIn: false });
    return false;
  }
  try {
    // The server hands out the token only if this origin, where it will be posted, is listed.
    const body = {
      user_id: userId,
      ...(options.messageId ? { auth_auto_message_id: options.messageId } : {}),
      ...(embed.parentOrigin ? { parent_origin: embed.parentOrigin } : {}),
    };
    const { data } = await callEndpoint(api, chatbotSession, { body });
    embed.notifyParent('receiveTriplabotSession', {
      userId: data.user_id,
      oneTimeToken: data.one_time_token,
      expiresIn: data.expires_in,
      authAutoMessageId: data.auth_auto_message_id,
    });
    embed.notifyParent('triplabotSynced', { userId, loggedIn: true });
    return true;
  } catch {
    embed.notifyParent('close', {});
    return false;
  }
}

/** The program's active companion tiers, named in `locale` (else English, else the code). */
export function companionsOf(
  program: Program,
  locale: Locale,
): { code: 'adult_companion' | 'kid_tier_A_companion'; name: string }[] {
  return program.additional_tiers_attributes
    .filter((tier) => tier.is_active)
    .map((tier) => ({ code: tier.code, name: tier.name[locale] ?? tier.name.en ?? tier.code }));
}

/** `receiveCompanionInfo` for the signed-in member's program (a failed fetch sends nothing). */
export async function announceCompanions(options: {
  api: ApiClient;
  embed: Embed;
  programId: number;
  locale: Locale;
}): Promise<void> {
  try {
    const { data } = await callEndpoint(options.api, getProgram, {
      query: { id: String(options.programId) },
    });
    options.embed.notifyParent('receiveCompanionInfo', {
      programId: data.id,
      companions: companionsOf(data, options.locale),
    });
  } catch {
    // Nothing to tell: the chatbot asks about companions itself.
  }
}

/** How the chat pages name the member (as the login widget does). */
export function chatName(member: { first_name: string; last_name: string; email: string }): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}
