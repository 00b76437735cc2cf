import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** An upload no booking took within a day was abandoned (the guest left the form). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/**
 * An upload dropped from a booking's answers goes an hour after the answers last changed, so a
 * guest who puts it back from another tab meanwhile keeps it.
 */
export const REMOVED_AFTER_MS = 60 * 60_000;
/** A file without a row, or a `.part` left by a process that died mid-upload, after an hour. */
export const ORPHAN_FILE_AFTER_MS = 60 * 60_000;

const UPLOAD_FILE = /^att_[0-9a-f]{32}$/;
const PART_FILE = /^\.att_[0-9a-f]{32}\.part$/;

export interface SweepResult {
  abandoned: number;
  removed: number;
  orphanFiles: number;
}

/**
 * Removes from database and disk (`dir`, DATA_DIR/attachments): uploads never attached to a
 * booking; uploads attached to a booking whose answers no longer name them (replacing the
 * answers keeps the link, store.ts and attachments.ts); and files with no row (a process died
 * between writing the file and its row). Rows go first: a file whose removal fails is an orphan
 * the next run takes. Idempotent; never touches an upload an answer names.
 */
export async function sweepUploads(
  db: Kysely<Database>,
  dir: string,
  now: Date,
): Promise<SweepResult> {
  const abandoned = await db
    .deleteFrom('file_attachments')
    .where('reservation_id', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - ABANDONED_AFTER_MS))
    .returning('id')
    .execute();
  const removed = await sql<{ id: string }>`
    DELETE FROM file_attachments f USING reservations r
    WHERE f.reservation_id = r.id
      AND r.updated_at < ${new Date(now.getTime() - REMOVED_AFTER_MS)}
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(r.answers) AS a,
          jsonb_array_elements_text(COALESCE(a->'attachment_ids', '[]'::jsonb)) AS named(id)
        WHERE named.id = f.id)
    RETURNING f.id`.execute(db);
  for (const { id } of [...abandoned, ...removed.rows]) await rm(join(dir, id), { force: true });
  const orphanFiles = await sweepOrphanFiles(db, dir, now);
  return { abandoned: abandoned.length, removed: removed.rows.length, orphanFiles };
}

async function sweepOrphanFiles(db: Kysely<Database>, dir: string, now: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // No upload yet: the folder is made by the first one.
  }
  const candidates = names.filter((n) => UPLOAD_FILE.test(n) || PART_FILE.test(n));
  if (candidates.length === 0) return 0;
  const uploads = candidates.filter((n) => UPLOAD_FILE.test(n));
  const known = new Set(
    uploads.length === 0
      ? []
      : (
          await db.selectFrom('file_attachments').select('id').where('id', 'in', uploads).execute()
        ).map((r) => r.id),
  );
  let swept = 0;
  for (const name of candidates) {
    if (known.has(name)) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    // Young files may be an upload whose row is being written right now.
    if (!info || now.getTime() - info.mtimeMs < ORPHAN_FILE_AFTER_MS) continue;
    await rm(join(dir, name), { force: true });
    swept++;
  }
  return swept;
}
