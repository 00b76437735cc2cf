import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import {
  answerRequired,
  type BookedReservation,
  confirmed,
  extraQuantity,
  fillCard,
  fillGuest,
  freeStay,
  hostedResults,
  mailsTo,
  orderDated,
  PNG_1X1,
  readReservation,
  selectPlan,
  serverQuote,
  settledTotal,
  shownTotal,
  TOKYO,
  toPayment,
  uniqueEmail,
} from './booking-extras-support.ts';
import { e2e, sharedBrowser, shownText } from './support.ts';

const browser = sharedBrowser();

const ROOM_ONLY = { room_type_code: 'standard-double', room_plan_code: 'std-room-only' };

/** A `POST /api/v1/reservations` (the booking itself, not its quote). */
const isBooking = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/reservations';

/**
 * A one-night stay `from` days ahead taken through the real UI to the payment step (plan
 * chosen, guest filled, required answers given), and the Idempotency-Key of every booking
 * request sent from then on.
 */
async function atPayment(options: { from: number; plan: string; tag: string }) {
  const stay = await freeStay({ roomType: 'standard-double', nights: 1, from: options.from });
  const email = uniqueEmail(options.tag);
  const { page } = await browser.open(hostedResults(stay));
  const body = page.locator('body');
  await selectPlan(body, options.plan);
  await settledTotal(body);
  await fillGuest(body, email);
  await answerRequired(body, [1]);
  await toPayment(page);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (isBooking(r)) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return { page, body, email, keys };
}

describe('booking options through the real UI', () => {
  it('says which extra the booked plan includes, from the search answer, also after a reload', async () => {
    const stay = await freeStay({ roomType: 'standard-double', nights: 1, from: 80 });
    const { page } = await browser.open(hostedResults(stay));
    const plansAsked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/plans')) plansAsked.push(r.url());
    });
    const body = page.locator('body');
    await selectPlan(body, 'With breakfast');
    const note = body.locator('.hb-sec-note', { hasText: 'Already included in your plan' });
    await expect.poll(() => note.count(), { timeout: 15_000 }).toBe(1);
    expect(await shownText(note.locator('xpath=..'))).toContain('Extra breakfast');
    // "Continue" kept what the plan includes from the search answer: no plans lookup.
    expect(plansAsked).toEqual([]);
    // The saved draft keeps it: a reload shows the same note without asking either.
    await page.reload();
    await expect.poll(() => note.count(), { timeout: 15_000 }).toBe(1);
    expect(plansAsked).toEqual([]);
  });

  it('books a generic and a dated extra; the total is the server price; both are booked', async () => {
    const stay = await freeStay({ roomType: 'standard-double', nights: 2, from: 40 });
    const email = uniqueEmail('extras');
    const { page, problems } = await browser.open(hostedResults(stay));
    const body = page.locator('body');
    await selectPlan(body, 'Room only');
    const base = await settledTotal(body);
    const stayBody = {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [{ ...ROOM_ONLY, adults: 2 }],
      payment_type: 'on_site',
    };
    expect(base).toBe(await serverQuote(stayBody));

    // A generic extra: the quantities offered are exactly None and min–max (1–4).
    const transfer = extraQuantity(body, 'Airport transfer');
    expect(
      await transfer
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['0', '1', '2', '3', '4']);
    await transfer.selectOption('2');
    // A dated extra on the second night of the stay.
    const secondNight = stay.nights[1] ?? stay.checkin;
    await orderDated(body, 'Extra breakfast', secondNight, 2);

    const extras = [
      { extra_id: 'airport-transfer', quantity: 2 },
      { extra_id: 'breakfast-voucher', quantity: 2, date: secondNight },
    ];
    const expected = await serverQuote({ ...stayBody, extras });
    expect(expected).toBeGreaterThan(base);
    await expect.poll(() => shownTotal(body), { timeout: 15_000 }).toBe(expected);
    const summary = body.locator('.hb-gd-summary');
    expect(await shownText(summary)).toContain('Airport transfer × 2');
    expect(await shownText(summary)).toContain('Extra breakfast × 2');

    await fillGuest(body, email);
    await answerRequired(body, [1]);
    await toPayment(page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const done = await confirmed(page);

    // The confirmation page lists both extras …
    const details = await shownText(body);
    expect(details).toContain('Airport transfer × 2');
    expect(details).toContain('Extra breakfast × 2');
    // … and so does the reservation the server keeps, at the quoted total.
    const booked = await readReservation(done);
    expect(booked.status).toBe('done');
    expect(booked.price.total_price).toBe(expected);
    expect(
      booked.extras.map(({ extra_id, quantity, date }) => ({ extra_id, quantity, date })),
    ).toEqual(
      expect.arrayContaining([
        { extra_id: 'airport-transfer', quantity: 2, date: null },
        { extra_id: 'breakfast-voucher', quantity: 2, date: secondNight },
      ]),
    );
    expect(booked.extras).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  it('answers every question type with an image attachment and links the upload', async () => {
    const stay = await freeStay({ roomType: 'family-suite', nights: 1, from: 45 });
    const email = uniqueEmail('answers');
    // bypassCSP only so that axe's injected script can run on the hosted app.
    const { page, problems } = await browser.open(hostedResults(stay), { bypassCSP: true });
    const body = page.locator('body');
    // The free-text question is asked for the dinner plan only.
    await selectPlan(body, 'Dinner and breakfast');
    await settledTotal(body);

    // People per room: the men typed, the women follow (2 adults − 1).
    await answerRequired(body, [1], '18:00');
    expect(await body.getByLabel('Women', { exact: true }).inputValue()).toBe('1');
    await body.getByLabel(/Expected check-out time/).selectOption('10:00');
    const celebration = body.getByRole('textbox', { name: /Celebrating something/ });
    await celebration.fill('Our tenth wedding anniversary');

    const files = body.getByLabel('Attach images');
    // A text file is refused before any upload …
    await files.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect
      .poll(() =>
        body.getByText('notes.txt was not attached: Only image files can be attached.').isVisible(),
      )
      .toBe(true);
    // … and a "PNG" that is not one is refused by the server (415, code 1251).
    const refused = page.waitForResponse((r) => r.url().includes('/api/v1/file_attachments'));
    await files.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text pretending'),
    });
    expect((await refused).status()).toBe(415);
    await expect.poll(() => body.getByText(/^fake\.png was not attached: /).isVisible()).toBe(true);
    // The refusals are announced and the questions stay accessible.
    expect(await axeViolations(page, '.hb-questions')).toEqual([]);
    // A real image uploads and is attached.
    const uploaded = page.waitForResponse(
      (r) => r.url().includes('/api/v1/file_attachments') && r.status() === 201,
    );
    await files.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const attachmentId = ((await (await uploaded).json()) as { data: { id: string } }).data.id;
    await expect.poll(() => body.getByText('photo.png attached').isVisible()).toBe(true);

    await fillGuest(body, email);
    await toPayment(page);
    await fillCard(body);
    await body.getByRole('button', { name: /^Pay / }).click();
    const done = await confirmed(page);

    const booked = await readReservation(done);
    const answer = (id: string) => booked.answers.filter((a) => a.question_id === id);
    expect(answer('q-people')).toEqual([expect.objectContaining({ men_count: 1, women_count: 1 })]);
    expect(answer('q-checkin')[0]?.checkin_time).toBe('18:00');
    expect(answer('q-checkout')[0]?.checkout_time).toBe('10:00');
    expect(answer('q-anniversary')[0]).toMatchObject({
      text: 'Our tenth wedding anniversary',
      attachment_ids: [attachmentId],
    });

    // The upload row is linked to the reservation: another booking cannot name it any more.
    const other = await freeStay({ roomType: 'standard-double', nights: 1, from: 45 });
    const reuse = await fetch(`${e2e.provider}/api/v1/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotel_code: TOKYO,
        checkin_date: other.checkin,
        checkout_date: other.checkout,
        rooms: [{ ...ROOM_ONLY, adults: 2 }],
        guest: { first_name: 'Ken', last_name: 'Sato' },
        email: uniqueEmail('reuse'),
        payment_type: 'on_site',
        answers: [
          { question_id: 'q-people', men_count: 1, women_count: 1 },
          { question_id: 'q-checkin', checkin_time: '16:00' },
          { question_id: 'q-anniversary', attachment_ids: [attachmentId] },
        ],
      }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({
      errors: [{ code: 1000, payload: { field: 'answers.2.attachment_ids.0' } }],
    });
    // The two refused uploads are logged by the browser (415); nothing else went wrong.
    expect(problems.filter((p) => !p.includes('status of 415'))).toEqual([]);
  });

  it('books with a coupon in the inline widget: the total carries the discount and the code', async () => {
    const stay = await freeStay({ roomType: 'standard-double', nights: 1, from: 50 });
    const email = uniqueEmail('coupon');
    const { page } = await browser.open(
      `${e2e.fixtures}/two-widgets.html?hotel_booking=search&code=${TOKYO}&adults=2&checkin=${stay.checkin}&checkout=${stay.checkout}`,
    );
    const widget = page.locator('#a');
    await selectPlan(widget, 'Room only');
    const before = await settledTotal(widget);
    await widget.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await widget.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => widget.getByText('Coupon WELCOME10 is applied.').isVisible())
      .toBe(true);
    const withCoupon = await serverQuote({
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [{ ...ROOM_ONLY, adults: 2 }],
      payment_type: 'on_site',
      coupon_code: 'WELCOME10',
    });
    expect(withCoupon).toBeLessThan(before);
    await expect.poll(() => shownTotal(widget)).toBe(withCoupon);

    await fillGuest(widget, email);
    await answerRequired(widget, [2]);
    await toPayment(page, widget);
    await widget.getByRole('button', { name: 'Confirm reservation' }).click();
    // The widget shows the reservation in the hotel's page.
    await expect
      .poll(() => widget.getByText(/Thank you for your booking/).isVisible(), { timeout: 20_000 })
      .toBe(true);
    const heading =
      (await widget.getByRole('heading', { name: /^Reservation / }).textContent()) ?? '';
    const number = heading.replace(/^Reservation /, '').trim();
    const answer = await fetch(
      `${e2e.provider}/api/v1/reservations/${encodeURIComponent(number)}?email=${encodeURIComponent(email)}`,
    );
    expect(answer.status).toBe(200);
    const booked = ((await answer.json()) as { data: BookedReservation }).data;
    expect(booked.coupon_code).toBe('WELCOME10');
    expect(booked.price.coupon_discount_amount).toBeGreaterThan(0);
    expect(booked.price.total_price).toBe(withCoupon);
  });

  it('books two rooms with their own adults and refuses more rooms than the hotel allows', async () => {
    const stay = await freeStay({ roomType: 'standard-double', nights: 1, rooms: 2, from: 55 });
    const email = uniqueEmail('multi');
    const { page } = await browser.open(hostedResults(stay, '&adults=2&room_count=2'));
    const body = page.locator('body');
    // The limit (3 rooms): "Add a room" stops at three and says why.
    const add = body.getByRole('button', { name: 'Add a room' });
    await add.click();
    await expect
      .poll(() => body.getByText('You can search for up to 3 rooms at a time.').isVisible())
      .toBe(true);
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    // It stays focusable (aria-disabled): pressing it once more adds nothing.
    await add.press('Enter');
    expect(await body.getByRole('button', { name: /^Remove room/ }).count()).toBe(3);
    await body.getByRole('button', { name: 'Remove room 3' }).click();
    await expect.poll(() => body.getByRole('button', { name: /^Remove room/ }).count()).toBe(2);

    // Room 2 for one adult, then search again.
    await expect
      .poll(() => body.getByRole('button', { name: 'Decrease Adults' }).count(), {
        timeout: 15_000,
      })
      .toBe(2);
    await body.getByRole('button', { name: 'Decrease Adults' }).nth(1).click();
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/rooms');
    await body.getByRole('button', { name: 'Search', exact: true }).click();
    const rooms = JSON.parse(new URL((await searched).url()).searchParams.get('rooms') ?? '[]');
    expect(rooms.map((r: { adults: number }) => r.adults)).toEqual([2, 1]);
    await selectPlan(body, 'Room only', 2);
    await settledTotal(body);
    expect(await shownText(body.locator('.hb-gd-summary'))).toMatch(/Room 2: Standard Double/);

    await fillGuest(body, email);
    // Room 1: 1 man + 1 woman; room 2: its one adult is a woman.
    await answerRequired(body, [1, 0]);
    await toPayment(page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const booked = await readReservation(await confirmed(page));
    expect(booked.rooms.map((r) => [r.room_plan_code, r.adults])).toEqual([
      ['std-room-only', 2],
      ['std-room-only', 1],
    ]);

    // A link asking for five rooms is refused, and no search is sent.
    const { page: deep } = await browser.open(hostedResults(stay, '&adults=2&room_count=5'));
    const sent: string[] = [];
    deep.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/rooms') sent.push(r.url());
    });
    const search = deep.getByRole('button', { name: 'Search', exact: true });
    await expect.poll(() => search.isVisible(), { timeout: 15_000 }).toBe(true);
    await search.click();
    await expect
      .poll(() => deep.getByText('You can search for up to 3 rooms at a time.').isVisible())
      .toBe(true);
    await expect
      .poll(() => deep.getByRole('alert').filter({ hasText: /\S/ }).count())
      .toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('keeps name, e-mail, an answer and an extra over a reload, then books', async () => {
    const stay = await freeStay({ roomType: 'standard-double', nights: 1, from: 60 });
    const email = uniqueEmail('reload');
    const { page } = await browser.open(hostedResults(stay));
    const body = page.locator('body');
    await selectPlan(body, 'Room only');
    await settledTotal(body);
    await fillGuest(body, email, 'Ken', 'Sato');
    await answerRequired(body, [2], '20:00');
    await extraQuantity(body, 'Airport transfer').selectOption('3');
    const withExtra = await serverQuote({
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [{ ...ROOM_ONLY, adults: 2 }],
      payment_type: 'on_site',
      extras: [{ extra_id: 'airport-transfer', quantity: 3 }],
    });
    await expect.poll(() => shownTotal(body)).toBe(withExtra);

    await page.reload();
    const first = body.getByRole('textbox', { name: /^First name/ });
    await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe('Ken');
    expect(await body.getByRole('textbox', { name: /^E-mail address/ }).inputValue()).toBe(email);
    await expect
      .poll(() => body.getByLabel(/Expected check-in time/).inputValue(), { timeout: 10_000 })
      .toBe('20:00');
    expect(await body.getByLabel('Men', { exact: true }).inputValue()).toBe('2');
    await expect
      .poll(() => extraQuantity(body, 'Airport transfer').inputValue(), { timeout: 10_000 })
      .toBe('3');
    expect(await settledTotal(body)).toBe(withExtra);

    await toPayment(page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const booked = await readReservation(await confirmed(page));
    expect(booked.extras).toEqual([
      expect.objectContaining({ extra_id: 'airport-transfer', quantity: 3 }),
    ]);
    expect(booked.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question_id: 'q-checkin', checkin_time: '20:00' }),
      ]),
    );
  });

  it('books once on a double click and once after a dropped answer that is resent', async () => {
    // Double click on "Pay": one card token, one booking request, one reservation.
    const {
      page,
      body,
      email,
      keys: bookings,
    } = await atPayment({ from: 65, plan: 'With breakfast', tag: 'double' });
    await fillCard(body);
    await body.getByRole('button', { name: /^Pay / }).dblclick();
    await confirmed(page);
    expect(bookings).toHaveLength(1);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);

    // The first booking request reaches the server, but its answer is lost on the way back:
    // the widget sends it again with the same Idempotency-Key and the server replays it.
    const {
      page: second,
      body: scope,
      email: email2,
      keys,
    } = await atPayment({ from: 65, plan: 'Room only', tag: 'dropped' });
    let dropped = 0;
    await second.route(
      (url) => url.pathname === '/api/v1/reservations',
      async (route) => {
        if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
        dropped += 1;
        // Network failure injection: the real server books, the browser never hears it.
        await route.fetch();
        await route.abort('connectionreset');
      },
    );
    await scope.getByRole('button', { name: 'Confirm reservation' }).click();
    const done = await confirmed(second);
    expect(dropped).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect((await readReservation(done)).email).toBe(email2);
    // Exactly one reservation for that e-mail: one confirmation mail, and it names this number.
    await expect.poll(async () => (await mailsTo(email2)).length).toBe(1);
    const mails = await mailsTo(email2);
    expect(mails).toHaveLength(1);
    expect(`${mails[0]?.subject} ${mails[0]?.text}`).toContain(done.number);
  });

  it('books once when the guest presses "Try again" after the automatic resends failed too', async () => {
    const { page, body, email, keys } = await atPayment({
      from: 70,
      plan: 'Room only',
      tag: 'retry',
    });
    // The first try books on the server but its answer is lost; the two automatic resends
    // never get through. Then the network is back.
    let dropped = 0;
    await page.route(
      (url) => url.pathname === '/api/v1/reservations',
      async (route) => {
        if (route.request().method() !== 'POST' || dropped >= 3) return route.continue();
        dropped += 1;
        if (dropped === 1) await route.fetch();
        await route.abort('internetdisconnected');
      },
    );
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const retry = body.getByRole('button', { name: 'Try again' });
    await expect.poll(() => retry.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(dropped).toBe(3);
    expect(new URL(page.url()).pathname).toBe('/reservation/payment');
    await retry.click();
    const done = await confirmed(page);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    expect((await readReservation(done)).email).toBe(email);
  });
});
