import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import {
  downloadOrganizationReservationsZip,
  listOrganizationReservations,
} from '../../api/contract/endpoints/organizations.ts';
import type { OrganizationReservations } from '../../api/contract/organization.ts';
import { type FileResult, fetchFile } from '../../shared/download/fetch-file.ts';

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

/**
 * The address of the download for the filter: the password-protected ZIP (product.md §6), whose
 * password the server e-mails to the admin.
 */
export function downloadUrl(
  apiBase: string,
  organization: OrganizationRef,
  filter: AdminFilter,
): string {
  const { brand_id, id } = paramsOf(organization);
  const path = downloadOrganizationReservationsZip.path
    .replace(':brand_id', brand_id)
    .replace(':id', id);
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `${apiBase.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** Fetches a download with the member's Authorization (see `fetchFile`). */
export function fetchDownload(
  url: string,
  accessToken: string,
  fallbackName: string,
  fetcher: typeof fetch = fetch,
): Promise<FileResult> {
  return fetchFile(
    url,
    { credentials: 'omit', headers: { Authorization: `Bearer ${accessToken}` } },
    { nameOf: (response) => fileNameOf(response, fallbackName) },
    fetcher,
  );
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
