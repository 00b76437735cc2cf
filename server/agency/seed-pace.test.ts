import { monitorEventLoopDelay } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness.ts';
import { catalogueSize, seedCatalogue } from './seed-catalogue.ts';
import { nextTurn, requestsInFlight, seedPace } from './seed-pace.ts';

/** Enough hotels that one slice of the old pace (50 a transaction) held PGlite for a second. */
const HOTELS = 40;

describeOnDatabases('catalogue load pace', (get) => {
  it('answers a guest during the background load as if there were none (issue 36)', async () => {
    const { handle, today, call } = get();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    let done = false;
    // The guest's calls are counted as the server counts requests in flight (main.ts).
    const inFlight = requestsInFlight<[string], Awaited<ReturnType<typeof call>>>();
    const ask = inFlight.wrap((path: string) => call('GET', path));
    const pace = seedPace(handle.kind, inFlight.busy);
    const load = seedCatalogue(handle.db, today, HOTELS, () => false, pace).finally(() => {
      done = true;
    });
    // A guest opening the widget again and again while the catalogue loads.
    const answers: number[] = [];
    const sizes = new Set<number>();
    while (!done) {
      const asked = performance.now();
      const res = await ask('/api/v1/hotels/sakura-tokyo/settings/booking_widget');
      expect(res.status).toBe(200);
      answers.push(performance.now() - asked);
      sizes.add(await catalogueSize(handle.db));
      await nextTurn();
    }
    expect(await load).toEqual({ hotels: HOTELS });
    const loadMs = performance.now() - started;
    delay.disable();
    // Relative bounds, so a busy machine slows both sides alike: under the old pace the load's
    // one transaction kept the guest (and the event loop) waiting for most of the load.
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...answers)).toBeLessThan(loadMs / 4);
    expect(delay.max / 1e6).toBeLessThan(loadMs / 4);
    // On PGlite the guest's queries ran between the load's slices (5 hotels each), not only
    // before and after all of them (the old pace: sizes 0 and 40).
    if (handle.kind === 'pglite') expect(sizes.size).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
