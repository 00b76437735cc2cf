import {
  type Entry,
  TextWriter,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
} from '@zip.js/zip.js';
import { expect, it } from 'vitest';
import {
  MemberResponseSchema,
  MemberTokensSchema,
  OrganizationReservationsResponseSchema,
  OrganizationResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays, daysBetween } from '../../src/rules/dates.ts';
import { DEMO_CORPORATE_USERS, DEMO_ORGANIZATION } from '../db/seed/corporate.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { type Headers, newMember, widgetSession } from '../test/members.ts';
import { type TestOrganization, testOrganization } from '../test/organizations.ts';

/** `count` free one-night check-ins of the deluxe twin, from `offset` days ahead. */
async function freeNights(ctx: TestContext, count: number, offset: number, nights = 1) {
  const dates: string[] = [];
  for (let from = offset; dates.length < count; ) {
    const date = await ctx.freeDate('deluxe-twin', nights, from);
    dates.push(date);
    from = daysBetween(ctx.today, date) + nights;
  }
  return dates;
}

const allowance = async (ctx: TestContext, org: TestOrganization, headers: Headers) =>
  data(await ctx.call('GET', org.path(), undefined, headers), OrganizationResponseSchema).data
    .allowances[0];

/** A raw GET (the downloads are not JSON). */
const download = (ctx: TestContext, path: string, headers: Headers) =>
  ctx.app.request(path, { headers });

describeOnDatabases('corporate accounts', (get) => {
  it('signs corporate users in through the organization only', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const [admin] = DEMO_CORPORATE_USERS;
    const signIn = (body: object) =>
      ctx.call('POST', '/api/v1/memberships/organizations/sign_in', body, {
        'x-client-session': session,
      });
    const signedIn = data(
      await signIn({ email: admin.email, password: admin.password }),
      MemberTokensSchema,
    ).data;
    expect(signedIn.user.organization).toMatchObject({
      name: DEMO_ORGANIZATION.name,
      display_name: DEMO_ORGANIZATION.display_name,
      // Its name in each language (issue 37: English pages showed the Japanese one only).
      display_name_translations: DEMO_ORGANIZATION.display_name_translations,
    });
    expect(signedIn.user.organization_role).toBe('admin');
    const organizationId = signedIn.user.organization?.id;
    // The organization named by the link must be theirs; a wrong password is the usual 401.
    expect(
      (
        await signIn({
          email: admin.email,
          password: admin.password,
          organization_id: organizationId,
        })
      ).status,
    ).toBe(200);
    const wrongOrganization = await signIn({
      email: admin.email,
      password: admin.password,
      organization_id: (organizationId ?? 0) + 1000,
    });
    expect(apiError(wrongOrganization)).toMatchObject({ code: 9401 });
    expect(apiError(await signIn({ email: admin.email, password: 'wrong-password' })).code).toBe(
      9401,
    );
    // A member of no organization cannot sign in here, with the same answer as a wrong password.
    const plain = await newMember(ctx, session);
    const refused = await signIn({ email: plain.email, password: plain.password });
    expect(refused.status).toBe(401);
    expect(apiError(refused).code).toBe(9401);
  });

  it('answers the organization with its display name per locale', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 3);
    const names = { en: 'Test Trading', ja: 'テスト商事' };
    await ctx.handle.db
      .updateTable('organizations')
      .set({ display_name_translations: JSON.stringify(names) })
      .where('id', '=', org.id)
      .execute();
    const { headers } = await org.join('member');
    const answer = data(
      await ctx.call('GET', org.path(), undefined, headers),
      OrganizationResponseSchema,
    );
    expect(answer.data.display_name_translations).toEqual(names);
    const me = data(
      await ctx.call('GET', '/api/v1/user/me', undefined, headers),
      MemberResponseSchema,
    );
    expect(me.data.organization?.display_name_translations).toEqual(names);
  });

  it('shows the corporate plan bookable to its organization only', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 5);
    const { headers } = await org.join('member');
    const other = await testOrganization(ctx, 5);
    const outsider = await other.join('member');
    const [checkin] = await freeNights(ctx, 1, 30);
    if (!checkin) throw new Error('no date');
    const url = `/api/v1/rooms?${new URLSearchParams({ code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' })}`;
    const plan = async (h: Headers) =>
      data(await ctx.call('GET', url, undefined, h), RoomSearchResponseSchema)
        .data.rooms.flatMap((r) => r.room_plans)
        .find((p) => p.room_plan_code === org.planCode);
    expect(await plan(headers)).toMatchObject({ members_only: true, bookable: true });
    expect(await plan(outsider.headers)).toMatchObject({ bookable: false });
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      org.booking(checkin),
      outsider.headers,
    );
    expect(apiError(booked).code).toBe(2304);
  });

  it('counts reserved and remaining nights from the bookings and refuses beyond the allowance', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 5);
    const { headers } = await org.join('member');
    expect(await allowance(ctx, org, headers)).toMatchObject({
      period: org.period.name,
      maximum_nights: 5,
      reserved_nights: 0,
      remaining_nights: 5,
    });
    const [first, second] = await freeNights(ctx, 2, 45, 2);
    if (!first || !second) throw new Error('no dates');
    const created = await ctx.call('POST', '/api/v1/reservations', org.booking(first, 2), headers);
    expect(created.status).toBe(201);
    expect(await allowance(ctx, org, headers)).toMatchObject({
      reserved_nights: 2,
      remaining_nights: 3,
    });
    // Two rooms for two nights use four nights: beyond the three left. The quote says so first.
    const beyond = org.booking(second, 2, 2);
    const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = beyond;
    const quote = await ctx.call(
      'POST',
      '/api/v1/reservations/quote',
      { hotel_code, checkin_date, checkout_date, rooms, payment_type },
      headers,
    );
    expect(apiError(quote)).toMatchObject({
      code: 9460,
      payload: { remaining_nights: 3, requested_nights: 4, period: org.period.name },
    });
    const refused = await ctx.call('POST', '/api/v1/reservations', beyond, headers);
    expect(refused.status).toBe(422);
    expect(apiError(refused).code).toBe(9460);
    expect(await allowance(ctx, org, headers)).toMatchObject({ reserved_nights: 2 });
    // One room fits.
    const fits = await ctx.call('POST', '/api/v1/reservations', org.booking(second, 2, 1), headers);
    expect(fits.status).toBe(201);
    expect(await allowance(ctx, org, headers)).toMatchObject({
      reserved_nights: 4,
      remaining_nights: 1,
    });
  });

  it('checks a date change of a corporate booking against the allowance, its own nights given back', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 5);
    const { headers } = await org.join('member');
    const [checkin] = await freeNights(ctx, 1, 260, 6);
    if (!checkin) throw new Error('no date');
    const created = await ctx.call(
      'POST',
      '/api/v1/reservations',
      org.booking(checkin, 2),
      headers,
    );
    expect(created.status).toBe(201);
    const number = (created.body as { data: { reservation_number: string } }).data
      .reservation_number;
    const change = (nights: number) =>
      ctx.call(
        'PUT',
        `/api/v1/reservations/${number}`,
        { checkin_date: checkin, checkout_date: addDays(checkin, nights) },
        headers,
      );
    // Five nights fit: the booking's own two are not counted twice.
    expect((await change(5)).status).toBe(200);
    expect(await allowance(ctx, org, headers)).toMatchObject({ reserved_nights: 5 });
    const refused = await change(6);
    expect(apiError(refused)).toMatchObject({
      code: 9460,
      payload: { remaining_nights: 5, requested_nights: 6 },
    });
    expect(await allowance(ctx, org, headers)).toMatchObject({ reserved_nights: 5 });
  });

  it('lets parallel bookings take exactly the allowance and no more', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 3);
    const { headers } = await org.join('member');
    const dates = await freeNights(ctx, 8, 120);
    const results = await Promise.all(
      dates.map((date) => ctx.call('POST', '/api/v1/reservations', org.booking(date), headers)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 201)) expect(apiError(r).code).toBe(9460);
    expect(await allowance(ctx, org, headers)).toMatchObject({
      reserved_nights: 3,
      remaining_nights: 0,
    });
  });

  it('lists the rows to the organization admin, filtered by year and period, and to nobody else', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 5);
    const admin = await org.join('admin');
    const member = await org.join('member');
    const [checkin] = await freeNights(ctx, 1, 160, 3);
    if (!checkin) throw new Error('no date');
    const booking = org.booking(checkin, 3);
    booking.guest = { ...booking.guest, first_name: 'Taro', last_name: 'Yamada' };
    expect((await ctx.call('POST', '/api/v1/reservations', booking, member.headers)).status).toBe(
      201,
    );
    const listing = await ctx.call('GET', org.path('/reservations'), undefined, admin.headers);
    const { data: rows, periods } = data(listing, OrganizationReservationsResponseSchema);
    expect(rows).toEqual([
      expect.objectContaining({
        guest_name: 'Yamada Taro',
        hotel_name: 'Sakura Hotel Tokyo',
        checkin_date: checkin,
        nights: 3,
        rooms: 1,
        status: 'done',
        maximum_nights: 5,
        reserved_nights: 3,
        remaining_nights: 2,
        period: org.period.name,
        year: org.period.year,
      }),
    ]);
    expect(periods).toEqual([{ year: org.period.year, period: org.period.name }]);
    const filtered = async (query: string) =>
      data(
        await ctx.call('GET', org.path(`/reservations?${query}`), undefined, admin.headers),
        OrganizationReservationsResponseSchema,
      ).data.length;
    expect(await filtered(`year=${org.period.year}&period=${org.period.name}`)).toBe(1);
    expect(await filtered(`year=${org.period.year - 1}`)).toBe(0);
    expect(await filtered('period=other')).toBe(0);
    expect(
      apiError(await ctx.call('GET', org.path('/reservations?year=x'), undefined, admin.headers))
        .code,
    ).toBe(1000);

    // A plain member of the organization: their allowance, never the admin rows or files.
    expect((await ctx.call('GET', org.path(), undefined, member.headers)).status).toBe(200);
    for (const rest of ['/reservations', '/reservations.zip']) {
      const res = await download(ctx, org.path(rest), member.headers);
      expect(res.status).toBe(403);
    }
    // The admin of another organization: A's paths do not exist for them, B's show none of A's rows.
    const otherOrg = await testOrganization(ctx, 5);
    const otherAdmin = await otherOrg.join('admin');
    for (const rest of ['', '/reservations', '/reservations.zip']) {
      const res = await download(ctx, org.path(rest), otherAdmin.headers);
      expect(res.status).toBe(404);
    }
    const theirs = data(
      await ctx.call('GET', otherOrg.path('/reservations'), undefined, otherAdmin.headers),
      OrganizationReservationsResponseSchema,
    );
    expect(theirs.data).toEqual([]);
    // The right organization under another brand id is not found either.
    const wrongBrand = `/api/v1/hotel_brands/${org.brandId + 1}/organizations/${org.id}/reservations`;
    expect((await download(ctx, wrongBrand, admin.headers)).status).toBe(404);
    // No session at all.
    for (const rest of ['', '/reservations', '/reservations.zip']) {
      const res = await download(ctx, org.path(rest), {
        'x-client-session': admin.headers['x-client-session'] ?? '',
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errors: { code: number }[] }).errors[0]?.code).toBe(1400);
    }
  });

  it('downloads a password-protected ZIP with one CSV per period, its password by e-mail', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 9);
    const admin = await org.join('admin');
    const member = await org.join('member');
    const { email: adminEmail } = await ctx.handle.db
      .selectFrom('members')
      .select('email')
      .where('id', '=', admin.memberId)
      .executeTakeFirstOrThrow();
    const [checkin] = await freeNights(ctx, 1, 200, 2);
    if (!checkin) throw new Error('no date');
    const booking = org.booking(checkin, 2);
    booking.guest = { ...booking.guest, first_name: 'Taro', last_name: 'Yamada' };
    expect((await ctx.call('POST', '/api/v1/reservations', booking, member.headers)).status).toBe(
      201,
    );
    // A second, empty period: the ZIP still has its file.
    await ctx.handle.db
      .insertInto('organization_periods')
      .values({
        organization_id: org.id,
        year: org.period.year - 1,
        name: '上期',
        starts_on: addDays(ctx.today, -400),
        ends_on: addDays(ctx.today, -1),
        max_nights: 9,
      })
      .execute();

    // Spec §6: downloads are a password-protected ZIP; no plain CSV is served any more.
    expect((await download(ctx, org.path('/reservations.csv'), admin.headers)).status).toBe(404);

    const zip = await download(ctx, org.path('/reservations.zip'), admin.headers);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const name = fileNameOf(zip);
    // The hotel's clock (Tokyo) in a fixed pattern: which password opens which file.
    expect(name).toMatch(/^reservations-\d{8}-\d{6}\.zip$/);
    // The answer never carries the password: it went to the admin's sign-in address.
    const password = passwordMailedFor(ctx, adminEmail, name);
    expect(JSON.stringify([...zip.headers])).not.toContain(password);
    const archive = new Uint8Array(await zip.arrayBuffer());
    expect(new TextDecoder('latin1').decode(archive)).not.toContain('Yamada');
    const files = await openZip(archive, password);
    expect(Object.keys(files).sort()).toEqual(
      [`${org.period.year - 1}-上期.csv`, `${org.period.year}-${org.period.name}.csv`].sort(),
    );
    const currentBytes = files[`${org.period.year}-${org.period.name}.csv`];
    expect([...(currentBytes ?? []).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // (TextDecoder drops the BOM.)
    const lines = new TextDecoder().decode(currentBytes).split('\r\n');
    expect(lines[0]).toBe(
      'reservation_number,guest_name,hotel_name,checkin_date,nights,rooms,status,price,currency,maximum_nights,remaining_nights,reserved_nights,period,year',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^S\\d+,Yamada Taro,Sakura Hotel Tokyo,${checkin},2,1,done,\\d+,JPY,9,7,2,${org.period.name},${org.period.year}$`,
      ),
    );
    expect(lines).toHaveLength(3); // header, one row, the final CRLF
    const empty = new TextDecoder().decode(files[`${org.period.year - 1}-上期.csv`]);
    expect(empty.split('\r\n')).toHaveLength(2); // header only
    // AES-256 (method 99, AE-2) on every entry; a wrong password opens nothing.
    const [first] = await entriesOf(archive);
    expect(first).toMatchObject({
      encrypted: true,
      zipCrypto: false,
      extraFieldAES: { vendorVersion: 2, strength: 3, originalCompressionMethod: 99 },
    });
    if (!first || first.directory) throw new Error('no file entry');
    await expect(first.getData(new TextWriter(), { password: 'Wrong-Pass-1234' })).rejects.toThrow(
      /password/i,
    );

    // A filter narrows the ZIP to its periods; each download has a password of its own.
    const filtered = await download(
      ctx,
      org.path(`/reservations.zip?year=${org.period.year}`),
      admin.headers,
    );
    const filteredName = fileNameOf(filtered);
    expect(filteredName).toMatch(
      new RegExp(`^reservations-${org.period.year}-\\d{8}-\\d{6}\\.zip$`),
    );
    const filteredPassword = passwordMailedFor(ctx, adminEmail, filteredName);
    expect(filteredPassword).not.toBe(password);
    const filteredArchive = new Uint8Array(await filtered.arrayBuffer());
    expect(Object.keys(await openZip(filteredArchive, filteredPassword))).toEqual([
      `${org.period.year}-${org.period.name}.csv`,
    ]);
    await expect(openZip(filteredArchive, password)).rejects.toThrow(/password/i);
  });

  it('makes no file when the password e-mail cannot be sent', async () => {
    const ctx = get();
    const org = await testOrganization(ctx, 9);
    const admin = await org.join('admin');
    const failing = ctx.appWith({
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
        outbox: () => [],
        close: () => undefined,
      },
    });
    const res = await failing.request(org.path('/reservations.zip'), { headers: admin.headers });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

/** The saved name of a download (its UTF-8 `filename*`). */
function fileNameOf(res: Response): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '');
  if (!encoded?.[1]) throw new Error('no file name');
  return decodeURIComponent(encoded[1]);
}

/** The password of `file` from the e-mail sent to the admin (the code line of its HTML). */
function passwordMailedFor(ctx: TestContext, to: string, file: string): string {
  const mail = ctx.mailer.outbox().find((m) => m.to === to && m.subject.includes(file));
  const password = /<code[^>]*>([^<]+)<\/code>/.exec(mail?.html ?? '')?.[1];
  if (!password) throw new Error(`no password mail for ${file}`);
  expect(mail?.text.split('\n')).toContain(password);
  return password;
}

async function entriesOf(archive: Uint8Array): Promise<Entry[]> {
  const reader = new ZipReader(new Uint8ArrayReader(archive));
  const entries = await reader.getEntries();
  await reader.close();
  return entries;
}

/** Every file of an encrypted ZIP, opened with `password`. */
async function openZip(archive: Uint8Array, password: string): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const entry of await entriesOf(archive)) {
    if (entry.directory) continue;
    files[entry.filename] = await entry.getData(new Uint8ArrayWriter(), { password });
  }
  return files;
}
