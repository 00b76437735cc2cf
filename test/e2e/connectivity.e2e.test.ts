import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialExample } from '../../server/connectivity/alpinebits/test-client.ts';
import { attr, child, children, parseXml } from '../../server/connectivity/alpinebits/xml.ts';
import { startWebhookReceiver } from '../../server/connectivity/webhooks/test-receiver.ts';
import { DEMO_CONSOLE_STAFF } from '../../server/db/seed/console-staff.ts';
import { axeViolations } from './axe.ts';
import {
  confirmedNumber,
  isoIn,
  newGuest,
  payButton,
  plusDays,
  until,
  withScreenText,
} from './booking-support.ts';
import { consoleFetch } from './console-support.ts';
import { e2e, sharedBrowser } from './support.ts';

// Issue 42's journey: a hotel made in the console gets AlpineBits credentials and a webhook; a
// channel manager (this test, speaking AlpineBits over HTTP) pushes its room types, rates and free
// rooms; the guest's booking pages offer exactly that; a guest books; the channel manager reads
// the booking, acknowledges it and does not get it again; the hotel's webhook receiver gets the
// signed event and verifies it.

const browser = sharedBrowser();
const CODE = `alpine-${Date.now().toString(36)}`;
const owner = DEMO_CONSOLE_STAFF.find((member) => member.role === 'owner');
const checkin = isoIn(20);
const checkout = plusDays(checkin, 2);
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let creds = { username: '', password: '' };
let consolePage: Page | undefined;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** One AlpineBits request as a channel manager sends it; the answer's root element. */
async function alpineBits(action: string, request: string) {
  const form = new FormData();
  form.set('action', action);
  form.set('request', request);
  const answer = await fetch(`${e2e.consoleProvider}/alpinebits`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`,
      'X-AlpineBits-ClientProtocolVersion': '2020-10',
    },
    body: form,
  });
  expect(answer.status).toBe(200);
  const root = Object.values(parseXml(await answer.text()))[0];
  return typeof root === 'object' && !Array.isArray(root) ? root : undefined;
}

const readRequest = `<?xml version="1.0" encoding="UTF-8"?><OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.001"><ReadRequests><HotelReadRequest HotelCode="${CODE}"/></ReadRequests></OTA_ReadRQ>`;

interface Sent {
  number: string;
  roomType: string | undefined;
  ratePlan: string | undefined;
}

async function pendingNumbers(): Promise<Sent[]> {
  const list = child(await alpineBits('OTA_Read:GuestRequests', readRequest), 'ReservationsList');
  return children(list, 'HotelReservation').map((r) => {
    const stay = child(child(r, 'RoomStays'), 'RoomStay');
    return {
      number: attr(child(r, 'UniqueID'), 'ID') ?? '',
      roomType: attr(child(child(stay, 'RoomTypes'), 'RoomType'), 'RoomTypeCode'),
      ratePlan: attr(child(child(stay, 'RatePlans'), 'RatePlan'), 'RatePlanCode'),
    };
  });
}

describe('connectivity: a channel manager fills a new hotel, a guest books, the booking flows back', () => {
  let booked = '';

  it('the owner adds the hotel, AlpineBits credentials and a webhook in the console', async () => {
    if (!owner) throw new Error('the demo brand has an owner');
    // bypassCSP only so that axe's injected script can run on the console page.
    const { page } = await browser.open(`${e2e.consoleProvider}/console/sign-in`, {
      bypassCSP: true,
    });
    consolePage = page;
    await page.getByLabel('E-mail address').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    const hotel = await consoleFetch(page, 'POST', '/api/v1/console/hotels', {
      code: CODE,
      name: 'Alpine Lodge',
      names: {},
      address: { post_code: '', full_address: '1 Hakuba, Nagano', country: 'JP' },
      coordinates: null,
      time_zone: 'Asia/Tokyo',
      currency: 'JPY',
      locale: 'en',
      languages: ['en'],
    });
    expect(hotel.status).toBe(201);
    const base = `/api/v1/console/hotels/${CODE}/connectivity`;
    const made = await consoleFetch(page, 'POST', `${base}/alpinebits/credentials`, {
      label: 'Channel manager',
    });
    expect(made.status).toBe(201);
    creds = { username: made.body.data.username, password: made.body.data.password };
    const hook = await consoleFetch(page, 'POST', `${base}/webhooks`, {
      url: receiver.url,
      description: 'PMS',
    });
    expect(hook.status).toBe(201);
    receiver.setSecret(hook.body.data.secret);
  });

  it('the channel manager pushes room types, rates and free rooms; the booking pages offer exactly that', async () => {
    const inventory = officialExample('Inventory-OTA_HotelDescriptiveContentNotifRQ').replace(
      'HotelCode="123"',
      `HotelCode="${CODE}"`,
    );
    expect(
      await alpineBits('OTA_HotelDescriptiveContentNotif:Inventory', inventory),
    ).toHaveProperty('Success');
    const rates = `<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelRatePlanNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.000"><RatePlans HotelCode="${CODE}">
<RatePlan RatePlanNotifType="New" CurrencyCode="JPY" RatePlanCode="WEB">
<Rates><Rate RateTimeUnit="Day" UnitMultiplier="1"><BaseByGuestAmts><BaseByGuestAmt Type="25"/></BaseByGuestAmts><MealsIncluded MealPlanIndicator="true" MealPlanCodes="3"/></Rate>
<Rate InvTypeCode="DZ" Start="${checkin}" End="${plusDays(checkin, 5)}"><BaseByGuestAmts>
<BaseByGuestAmt NumberOfGuests="1" AgeQualifyingCode="10" AmountAfterTax="12000"/>
<BaseByGuestAmt NumberOfGuests="2" AgeQualifyingCode="10" AmountAfterTax="15000"/></BaseByGuestAmts></Rate></Rates>
<Description Name="title"><Text TextFormat="PlainText" Language="en">Alpine breakfast</Text></Description>
</RatePlan></RatePlans></OTA_HotelRatePlanNotifRQ>`;
    expect(await alpineBits('OTA_HotelRatePlanNotif:RatePlans', rates)).toHaveProperty('Success');
    const free = `<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelInvCountNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="4"><UniqueID Type="16" ID="1" Instance="CompleteSet"/><Inventories HotelCode="${CODE}">
<Inventory><StatusApplicationControl Start="${checkin}" End="${plusDays(checkin, 5)}" InvTypeCode="DZ"/><InvCounts><InvCount CountType="2" Count="1"/></InvCounts></Inventory>
</Inventories></OTA_HotelInvCountNotifRQ>`;
    expect(await alpineBits('OTA_HotelInvCountNotif:FreeRooms', free)).toHaveProperty('Success');

    const { page, problems } = await browser.open(
      `${e2e.consoleProvider}/booking/result?code=${CODE}&checkin=${checkin}&checkout=${checkout}&adults=2&room_count=1`,
    );
    const scope = page.locator('body');
    const offer = scope
      .locator('.hb-offer')
      .filter({ hasText: /Alpine breakfast/ })
      .first();
    await withScreenText(scope, until(() => offer.isVisible(), 30_000).toBe(true));
    expect(await scope.locator('.hb-offer').count()).toBe(1);
    expect(await scope.getByText('Double room').first().isVisible()).toBe(true);

    await offer.locator('button.hb-step').last().click();
    await scope.locator('.hb-selection button').click();
    const guest = newGuest('alpinebits');
    const field = (name: string) => scope.locator(`[data-field="${name}"]`);
    await until(() => field('first_name').isVisible()).toBe(true);
    await field('first_name').fill(guest.first);
    await field('last_name').fill(guest.last);
    await field('email').fill(guest.email);
    await field('email_confirmation').fill(guest.email);
    await field('terms_accepted').check();
    await scope.locator('[data-action="continue"]').click();
    await until(() => payButton(scope).isVisible(), 20_000).toBe(true);
    await payButton(scope).click();
    booked = await confirmedNumber(scope);
    expect(problems).toEqual([]);
  }, 120_000);

  it('the channel manager reads the booking until it acknowledges it; the webhook receiver verifies the signed event', async () => {
    expect(await pendingNumbers()).toEqual([{ number: booked, roomType: 'DZ', ratePlan: 'WEB' }]);
    // Not acknowledged yet: sent again.
    expect((await pendingNumbers()).map((r) => r.number)).toEqual([booked]);
    const ack = `<?xml version="1.0" encoding="UTF-8"?><OTA_NotifReportRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.000"><Success/><NotifDetails><HotelNotifReport><HotelReservations><HotelReservation><UniqueID Type="14" ID="${booked}"/></HotelReservation></HotelReservations></HotelNotifReport></NotifDetails></OTA_NotifReportRQ>`;
    expect(await alpineBits('OTA_NotifReport:GuestRequests', ack)).toHaveProperty('Success');
    expect(await pendingNumbers()).toEqual([]);

    await until(
      () =>
        receiver.received.some(
          (r) => r.type === 'reservation.created' && r.body.data !== undefined,
        ),
      30_000,
    ).toBe(true);
    const event = receiver.received.find((r) => r.type === 'reservation.created');
    expect(event?.verified).toBe(true);
    expect(event?.body).toMatchObject({
      hotel_code: CODE,
      data: { reservation: { number: booked } },
    });

    // The console's Connectivity page lists the credentials, the delivery and the messages.
    const page = consolePage;
    if (!page) throw new Error('the console page is open');
    await page.goto(`${e2e.consoleProvider}/console/hotels/${CODE}/connectivity`);
    await page.getByRole('heading', { name: 'Channel manager (AlpineBits)' }).waitFor();
    await until(() => page.getByRole('rowheader', { name: 'Channel manager' }).isVisible()).toBe(
      true,
    );
    await until(() => page.getByText(booked).first().isVisible()).toBe(true);
    await until(() => page.getByText('OTA_NotifReport:GuestRequests').first().isVisible()).toBe(
      true,
    );

    // iCal, by keyboard: an export address shown once, then revocable; then a code mapping; the
    // page is axe clean.
    const exportForm = page.locator('form', { has: page.getByText('Make an export address') });
    await exportForm.getByLabel('Room type code').focus();
    await page.keyboard.type('DZ');
    await page.keyboard.press('Enter');
    const shown = page.getByRole('status').filter({ hasText: 'shown only this once' });
    await expect.poll(() => shown.locator('pre').textContent()).toMatch(/\/ical\/[\w-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Revoke the address of DZ' }).waitFor();
    // The channel manager's own code for a room type, added to the mapping and listed.
    const codes = page.locator('form', { has: page.getByText('Add the code') });
    await codes.getByLabel('Kind').selectOption('room_type');
    await codes.getByLabel("Channel manager's code").fill('DBL');
    await codes.getByLabel("This hotel's code").fill('DZ');
    await codes.getByRole('button', { name: 'Add the code' }).click();
    await page.getByRole('button', { name: 'Remove the code DBL' }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
  }, 60_000);
});
