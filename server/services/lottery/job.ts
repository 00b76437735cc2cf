import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic.ts';
import type { SingleRun } from '../../jobs/single-run.ts';
import {
  drawUnlessDrawn,
  type LotteryMailDeps,
  mailLotteryResults,
  releaseAfterDeadline,
} from './draw.ts';

/**
 * One run of the lottery job: draws every published event whose result date has come (a
 * console draft is left undrawn: nobody could enter it; published later, the next run draws
 * it), mails results not
 * yet sent (a failed mail is retried here), and after each deadline declines unbooked wins and
 * releases their held rooms. Each step is conditional under the event's row lock, so a run in
 * another process, or the CLI's draw, never draws or releases twice.
 */
export async function runLotteryJob(deps: LotteryMailDeps): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const due = await db
    .selectFrom('lottery_events')
    .select('id')
    .where('drawn_at', 'is', null)
    .where('published', '=', true)
    .where('result_at', '<=', now)
    .execute();
  for (const { id } of due) await drawUnlessDrawn(db, id, now, { skipDraft: true });
  const unmailed = await db
    .selectFrom('lottery_entries as le')
    .innerJoin('lottery_events as e', 'e.id', 'le.event_id')
    .select('e.id')
    .distinct()
    .where('e.drawn_at', 'is not', null)
    .where('le.result_mailed_at', 'is', null)
    .where('le.status', 'in', ['winner_reservation_pending', 'not_winner'])
    .execute();
  for (const { id } of unmailed) await mailLotteryResults(deps, id);
  const ended = await db
    .selectFrom('lottery_events')
    .select('id')
    .where('released_at', 'is', null)
    .where('drawn_at', 'is not', null)
    .where('reservation_deadline', '<=', now)
    .execute();
  for (const { id } of ended) await releaseAfterDeadline(db, id, now);
}

/** Every minute (and at start), once at a time across processes (`lottery` advisory lock). */
export function startLotteryJob(
  deps: LotteryMailDeps & { exclusive: SingleRun; intervalMs?: number },
): PeriodicJob {
  const job = startPeriodicJob({
    name: 'lottery',
    intervalMs: deps.intervalMs ?? 60_000,
    task: () => runLotteryJob(deps),
    logger: deps.logger,
    exclusive: deps.exclusive,
  });
  void job.runOnce();
  return job;
}
