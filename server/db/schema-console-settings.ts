import type { ColumnType, JSONColumnType } from 'kysely';
import type { SettingsDocumentInput } from '../../src/api/contract/console/settings.ts';

/**
 * A staff session's unsaved settings for one hotel (migration 033): what that session's live
 * preview shows (server/console/settings/drafts.ts).
 */
export interface HotelSettingsDraftTable {
  session_id: string;
  hotel_id: number;
  document: JSONColumnType<SettingsDocumentInput>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

/** An image the console uploaded (migration 033), served at `/media/uploads/<name>`. */
export interface HotelMediaTable {
  /** `<random>.<ext>`: never reused, so it may be cached for good. */
  name: string;
  hotel_id: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
