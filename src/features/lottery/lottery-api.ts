import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import * as lottery from '../../api/contract/endpoints/lottery.ts';
import type {
  CreateLotteryEntry,
  LotteryEntry,
  LotteryEntryInput,
  LotteryEvent,
} from '../../api/contract/lottery.ts';

/** The lottery's calls (doc 2 §7 "Lottery"); entries are the signed-in member's. */
export async function loadEvent(
  api: ApiClient,
  id: string,
  signal: AbortSignal,
): Promise<LotteryEvent> {
  return (await callEndpoint(api, lottery.getLotteryEvent, { params: { id }, signal })).data;
}

export async function loadEntry(
  api: ApiClient,
  entry: string,
  signal?: AbortSignal,
): Promise<LotteryEntry> {
  return (
    await callEndpoint(api, lottery.getLotteryEntry, {
      params: { entry },
      ...(signal ? { signal } : {}),
    })
  ).data;
}

export async function createEntry(api: ApiClient, body: CreateLotteryEntry): Promise<LotteryEntry> {
  return (await callEndpoint(api, lottery.createLotteryEntry, { body })).data;
}

export async function updateEntry(
  api: ApiClient,
  entry: string,
  body: LotteryEntryInput,
): Promise<LotteryEntry> {
  return (await callEndpoint(api, lottery.updateLotteryEntry, { params: { entry }, body })).data;
}

export async function cancelEntry(api: ApiClient, entry: string): Promise<LotteryEntry> {
  return (await callEndpoint(api, lottery.cancelLotteryEntry, { params: { entry } })).data;
}

export async function deleteIncomplete(api: ApiClient, entry: string): Promise<LotteryEntry> {
  return (
    await callEndpoint(api, lottery.deleteIncompleteLotteryReservation, { params: { entry } })
  ).data;
}
