import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { openPreview as openPreviewEndpoint } from '../../api/contract/endpoints/preview.ts';
import { selectionAtom } from '../../features/results/atoms.ts';
import { resultsAtom } from '../../features/results/results-state.ts';
import type { Store } from '../../shared/errors/slots.ts';
import type { StartupParams } from '../../shared/startup/startup-params.ts';
import { noticeAtom } from '../notice.ts';

/**
 * Preview mode (product.md §4: `tripla_preview=true`, five minutes). Loaded only on a preview
 * visit. The server decides what a preview shows: the address's `preview_token` (a link the
 * hotel made with its API key) opens the preview for this widget's client session; without a
 * valid one, the visit says it is a preview but shows published plans only. When the five
 * minutes are up the results are searched again without the unpublished plans.
 */
export async function openPreview(
  client: ApiClient,
  store: Store,
  params: StartupParams,
  hotelCode: string,
  now: () => number = Date.now,
): Promise<void> {
  const token = params.all.preview_token;
  if (!token) {
    store.set(noticeAtom, 'preview.noLink');
    return;
  }
  try {
    const { data } = await callEndpoint(client, openPreviewEndpoint, {
      body: { code: hotelCode, token },
    });
    store.set(noticeAtom, 'preview.active');
    setTimeout(() => endPreview(store), Math.max(0, Date.parse(data.expires_at) - now()));
  } catch {
    store.set(noticeAtom, 'preview.noLink');
  }
}

/** The preview is over: say so, and drop what it showed (the results search again). */
export function endPreview(store: Store): void {
  store.set(noticeAtom, 'preview.ended');
  store.set(selectionAtom, []);
  store.set(resultsAtom, { status: 'idle' });
}
