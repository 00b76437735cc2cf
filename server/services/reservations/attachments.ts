import type { Kysely } from 'kysely';
import type { Answer } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';

/** Every attachment id named by the answers, with the field that names it. */
function attachmentRefs(answers: readonly Answer[]): { id: string; field: string }[] {
  return answers.flatMap((a, i) =>
    (a.attachment_ids ?? []).map((id, j) => ({ id, field: `answers.${i}.attachment_ids.${j}` })),
  );
}

/**
 * The answers' `attachment_ids` must be uploads (`POST /file_attachments`) not yet attached to a
 * booking (or already attached to `ownReservationId`, when its answers are edited), each named
 * once: otherwise 1000 naming the field (`answers.0.attachment_ids.1`).
 */
export async function checkAttachments(
  db: Kysely<Database>,
  answers: readonly Answer[],
  ownReservationId?: number,
): Promise<void> {
  const refs = attachmentRefs(answers);
  if (refs.length === 0) return;
  const rows = await db
    .selectFrom('file_attachments')
    .select(['id', 'reservation_id'])
    .where(
      'id',
      'in',
      refs.map((r) => r.id),
    )
    .execute();
  const seen = new Set<string>();
  for (const ref of refs) {
    const row = rows.find((r) => r.id === ref.id);
    if (!row) throw invalid(ref.field, 'is not an uploaded file');
    const elsewhere = row.reservation_id !== null && row.reservation_id !== ownReservationId;
    if (elsewhere || seen.has(ref.id))
      throw invalid(ref.field, 'is already attached to a reservation');
    seen.add(ref.id);
  }
}

/**
 * Links the answers' uploads to the new reservation inside its transaction. Conditional on
 * being unattached, so two bookings racing for one upload cannot both get it: the loser's
 * transaction rolls back with the same 400.
 */
export async function attachFiles(
  tx: Kysely<Database>,
  reservationId: number,
  answers: readonly Answer[],
): Promise<void> {
  for (const ref of attachmentRefs(answers)) {
    const linked = await tx
      .updateTable('file_attachments')
      .set({ reservation_id: reservationId })
      .where('id', '=', ref.id)
      .where((eb) =>
        eb.or([eb('reservation_id', 'is', null), eb('reservation_id', '=', reservationId)]),
      )
      .returning('id')
      .executeTakeFirst();
    if (!linked) throw invalid(ref.field, 'is already attached to a reservation');
  }
}
