/**
 * Assisted search's built-in interpreter on its two written sets: the tuning set (read while
 * the interpreter was improved) and the held-out set (written first, never tuned on: the honest
 * estimate). Prints requests fully right and fields right for the interpreter as it was before
 * issue 37 (`BENCH_ASSIST_BEFORE`, a git revision, default below) and as it is now. Only the
 * tuning set's misses are printed (`BENCH_ASSIST_MISSES=1`); the held-out set's never are.
 *
 *   npx tsx bench/assist.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type EvalSet, loadEvalSet } from '../server/agency/assist/eval/eval-set.ts';
import { describeScore, type InterpretFn, scoreSet } from '../server/agency/assist/eval/score.ts';
import { interpret } from '../server/agency/assist/interpret.ts';

/** The last commit with the interpreter as issue 37 found it (the held-out set's commit). */
const BEFORE = process.env.BENCH_ASSIST_BEFORE ?? 'aac8e0a';

/** The interpreter of revision `rev`, from a copy of its sources (the working tree untouched). */
async function interpreterAt(rev: string): Promise<{ fn: InterpretFn; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'assist-before-'));
  const archive = execFileSync('git', ['archive', rev, 'server/agency/assist', 'src/rules']);
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const module = (await import(
    pathToFileURL(join(dir, 'server/agency/assist/interpret.ts')).href
  )) as { interpret: InterpretFn };
  return { fn: module.interpret, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const sets: [string, EvalSet][] = [
  ['tuning', loadEvalSet('tuning')],
  ['held-out', loadEvalSet('held-out')],
];
const before = await interpreterAt(BEFORE);
try {
  for (const [name, set] of sets) {
    console.log(`${name} set (${set.requests.length} requests, today ${set.today})`);
    console.log(`  before (${BEFORE}): ${describeScore(scoreSet(set, before.fn))}`);
    const now = scoreSet(set, interpret);
    console.log(`  now:              ${describeScore(now)}`);
    if (name === 'tuning' && process.env.BENCH_ASSIST_MISSES === '1')
      for (const miss of now.misses)
        console.log(
          `    ${miss.request.locale} "${miss.request.text}" ${miss.fields.join(', ')}\n      want ${JSON.stringify(miss.request.filters)}\n      got  ${JSON.stringify(miss.got)}`,
        );
  }
} finally {
  before.cleanup();
}
