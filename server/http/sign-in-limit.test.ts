import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { App } from '../app.ts';
import { memoryLimitStore } from '../limits/memory-store.ts';
import { redisLimitStore } from '../limits/redis-store.ts';
import type { LimitStore } from '../limits/store.ts';
import { describeOnDatabases } from '../test/harness.ts';
import { lastMailTo, linkParam, newMember, widgetSession } from '../test/members.ts';
import { SIGN_IN_POLICY } from './sign-in-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A sign-in from `peer` (the socket's address, as the Node adapter hands it over). */
const signInFrom = (app: App, session: string, peer: string, email: string, password: string) =>
  app.request(
    '/api/v1/memberships/sign_in',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-session': session },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );

/** A JSON call from `peer`, like {@link signInFrom}. */
const callFrom = (
  app: App,
  session: string,
  peer: string,
  method: string,
  path: string,
  body: object,
) =>
  app.request(
    path,
    {
      method,
      headers: { 'content-type': 'application/json', 'x-client-session': session },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );

const stores: [string, () => LimitStore][] = [
  ['memory', () => memoryLimitStore()],
  ['redis', () => redisLimitStore(REDIS_URL, `hb-test:${randomUUID()}:`)],
];

describeOnDatabases('sign-in under attack: the attacker is slowed, the owner gets in', (get) => {
  for (const [name, makeStore] of stores) {
    it(`(${name} store)`, async () => {
      const ctx = get();
      const store = makeStore();
      try {
        const clock = { t: Date.now() };
        const app = ctx.appWith({ limitStore: store, now: () => new Date(clock.t) });
        const session = await widgetSession(ctx);
        const member = await newMember(ctx, session);
        const attempt = (peer: string, password = 'Wrong2026pw') =>
          signInFrom(app, session, peer, member.email, password);

        // One address: five wrong passwords, then refused at this account only.
        for (let i = 0; i < SIGN_IN_POLICY.perPair; i++)
          expect((await attempt('203.0.113.9')).status).toBe(401);
        const refused = await attempt('203.0.113.9', member.password);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
        // The owner, elsewhere, signs in: the account is not locked (it was, before issue 36).
        expect((await attempt('198.51.100.7', member.password)).status).toBe(200);

        // Many addresses: the account now has 5 + 8 failures; each bot is slowed at once, and
        // the later it guessed, the longer it waits.
        const waits: number[] = [];
        for (let i = 1; i <= 8; i++) {
          expect((await attempt(`192.0.2.${i}`)).status).toBe(401);
          const again = await attempt(`192.0.2.${i}`);
          expect(again.status).toBe(429);
          waits.push(Number(again.headers.get('retry-after')));
        }
        expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
        // The owner still signs in from a clean address, and from their own one again.
        expect((await attempt('198.51.100.8', member.password)).status).toBe(200);
        expect((await attempt('198.51.100.7', member.password)).status).toBe(200);
        // A typo by the owner during the attack costs a minute, then they get in.
        expect((await attempt('198.51.100.7')).status).toBe(401);
        expect((await attempt('198.51.100.7', member.password)).status).toBe(429);
        clock.t += 60_000;
        expect((await attempt('198.51.100.7', member.password)).status).toBe(200);
      } finally {
        await store.close();
      }
    }, 60_000);
  }
});

describeOnDatabases(
  'a completed password reset forgives its address, as a right password does',
  (get) => {
    for (const [name, makeStore] of stores) {
      it(`(${name} store)`, async () => {
        const ctx = get();
        const store = makeStore();
        try {
          const app = ctx.appWith({ limitStore: store });
          const session = await widgetSession(ctx);
          const member = await newMember(ctx, session);
          const attempt = (peer: string, password = 'Wrong2026pw') =>
            signInFrom(app, session, peer, member.email, password);
          // An attack from other addresses, then the member mistypes from their own: slowed.
          for (let i = 1; i <= SIGN_IN_POLICY.slowAfter + 1; i++)
            expect((await attempt(`192.0.2.${i}`)).status).toBe(401);
          const own = '198.51.100.7';
          expect((await attempt(own)).status).toBe(401);
          expect((await attempt(own, member.password)).status).toBe(429);

          // They reset their password from that address instead of waiting.
          const start = await callFrom(
            app,
            session,
            own,
            'POST',
            '/api/v1/memberships/start_reset_password_process',
            { email: member.email },
          );
          expect(start.status).toBe(202);
          const token = linkParam(lastMailTo(ctx, member.email), 'reset_password_token');
          const password = 'NewPass2026pw';
          const reset = await callFrom(
            app,
            session,
            own,
            'PUT',
            '/api/v1/memberships/update_password',
            {
              reset_password_token: token,
              password,
              password_confirmation: password,
            },
          );
          expect(reset.status).toBe(200);
          // The new password signs in at once from the same address.
          expect((await attempt(own, password)).status).toBe(200);
        } finally {
          await store.close();
        }
      }, 60_000);
    }
  },
);
