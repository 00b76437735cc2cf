import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import {
  downloadOrganizationReservationsCsv,
  downloadOrganizationReservationsZip,
  listOrganizationReservations,
} from '../../api/contract/endpoints/organizations.ts';
import type { OrganizationReservations } from '../../api/contract/organization.ts';

/** Which organization: the signed-in admin's own (its brand and id). */
export interface OrganizationRef {
  readonly brandId: number;
  readonly id: number;
}

/** The admin filters: a year and a period name, each optional ("all"). */
export interface AdminFilter {
  readonly year?: number | undefined;
  readonly period?: string | undefined;
}

const paramsOf = (organization: OrganizationRef) => ({
  brand_id: String(organization.brandId),
  id: String(organization.id),
});

/** The filter as query parameters, leaving out what is "all". */
export function filterQuery(filter: AdminFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.year !== undefined) query.year = String(filter.year);
  if (filter.period !== undefined) query.period = filter.period;
  return query;
}

/** The organization's rows for the filter (admins only; the API client refreshes the session). */
export async function loadAdminRows(
  api: ApiClient,
  organization: OrganizationRef,
  filter: AdminFilter,
  signal?: AbortSignal,
): Promise<OrganizationReservations> {
  return callEndpoint(api, listOrganizationReservations, {
    params: paramsOf(organization),
    query: filterQuery(filter),
    ...(signal ? { signal } : {}),
  });
}

export type DownloadKind = 'csv' | 'zip';

/** The address of a download for the filter. */
export function downloadUrl(
  apiBase: string,
  organization: OrganizationRef,
  kind: DownloadKind,
  filter: AdminFilter,
): string {
  const endpoint =
    kind === 'csv' ? downloadOrganizationReservationsCsv : downloadOrganizationReservationsZip;
  const { brand_id, id } = paramsOf(organization);
  const path = endpoint.path.replace(':brand_id', brand_id).replace(':id', id);
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `${apiBase.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

export type DownloadResult =
  | { readonly ok: true; readonly blob: Blob; readonly filename: string }
  | { readonly ok: false; readonly status: number };

/**
 * Fetches a download with the member's Authorization. Not through the API client (it decodes
 * JSON only); the file then feeds an `<a download>` through a blob URL, which works alike in
 * the widget's Shadow DOM and the hosted app.
 */
export async function fetchDownload(
  url: string,
  accessToken: string,
  fallbackName: string,
  fetcher: typeof fetch = fetch,
): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetcher(url, {
      credentials: 'omit',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, blob: await response.blob(), filename: fileNameOf(response, fallbackName) };
}

/** The file name of `Content-Disposition` (its UTF-8 `filename*` first), else the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}
