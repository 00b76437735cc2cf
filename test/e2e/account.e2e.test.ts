import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  demoMember,
  HOTEL,
  linkFromMail,
  mailsTo,
  newMember,
  PASSWORD,
  pageTokens,
  signInPage,
  signInStatus,
} from './account-support.ts';
import { axeViolations } from './axe.ts';
import {
  answerRequired,
  confirmed,
  freeStay,
  hostedResults,
  settledTotal,
  toPayment,
} from './booking-extras-support.ts';
import { e2e, sharedBrowser } from './support.ts';

/*
 * The signed-in member's journeys through the real UI against the real server: booking the
 * members-only plan, my reservations, the profile, password, login e-mail and deletion, and
 * what an anonymous guest sees of a members-only plan.
 */

const browser = sharedBrowser();
const MEMBERS_PLAN = 'Members rate with breakfast';
const at = (path: string, query = '') => `${e2e.provider}${path}?code=${HOTEL}${query}`;
const until = <T>(check: () => T | Promise<T>, timeout = 15_000) => expect.poll(check, { timeout });

/** The members-only plan's offer on the results. */
const membersOffer = (scope: Locator) =>
  scope.locator('.hb-offer').filter({ hasText: MEMBERS_PLAN }).first();

async function openAxe(url: string) {
  return browser.open(url, { bypassCSP: true });
}

describe('members-only plans on the results', () => {
  it('offers an anonymous guest "sign in to book", back to the same results', async () => {
    const stay = await freeStay({ roomType: 'deluxe-twin', nights: 1, from: 45 });
    const { page } = await browser.open(hostedResults(stay));
    const body = page.locator('body');
    const offer = membersOffer(body);
    await until(() => offer.isVisible()).toBe(true);
    expect(await offer.locator('.hb-badge-member').textContent()).toBe('Members only');
    expect(await offer.locator('.hb-stepper').count()).toBe(0);
    const signIn = offer.getByRole('link', { name: 'Sign in to book' });
    await until(() => signIn.isVisible()).toBe(true);
    await signIn.click();
    await until(() => new URL(page.url()).pathname).toBe('/sign-in');
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(back.startsWith('/booking/result?')).toBe(true);
    expect(back).toContain(`checkin=${stay.checkin}`);
  });
});

describe('a member signing in from a members-only plan', () => {
  it('comes back to the same results, where the plan is now bookable', async () => {
    const member = await newMember('return');
    const stay = await freeStay({ roomType: 'deluxe-twin', nights: 1, from: 52 });
    const { page } = await browser.open(hostedResults(stay));
    const body = page.locator('body');
    const signIn = membersOffer(body).getByRole('link', { name: 'Sign in to book' });
    await until(() => signIn.isVisible()).toBe(true);
    await signIn.click();
    const form = body.locator('form').filter({ has: page.locator('input[name="password"]') });
    await until(() => form.isVisible()).toBe(true);
    await form.locator('input[name="email"]').fill(member.email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    await until(() => new URL(page.url()).pathname).toBe('/booking/result');
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
    const more = body.getByRole('button', { name: `One room more: ${MEMBERS_PLAN}` }).first();
    await until(() => more.isVisible()).toBe(true);
    expect(await membersOffer(body).getByRole('link', { name: 'Sign in to book' }).count()).toBe(0);
  });
});

describe('a signed-in member', () => {
  it('books the members-only plan with the profile prefilled, then finds and opens it', async () => {
    const member = await newMember('book');
    const stay = await freeStay({ roomType: 'deluxe-twin', nights: 1, from: 47 });
    const { page, problems } = await browser.open(hostedResults(stay));
    await signInPage(page, member);
    const body = page.locator('body');
    const more = body.getByRole('button', { name: `One room more: ${MEMBERS_PLAN}` }).first();
    await until(() => more.isVisible()).toBe(true);
    expect(await membersOffer(body).locator('.hb-badge-member').textContent()).toBe('Members only');
    await more.click();
    await body.getByRole('button', { name: 'Continue', exact: true }).click();
    await until(() => body.getByRole('heading', { name: 'Guest details' }).isVisible()).toBe(true);
    // The member's profile filled the guest details.
    await until(() => body.locator('[data-field="first_name"]').inputValue()).toBe('Hana');
    expect(await body.locator('[data-field="last_name"]').inputValue()).toBe('Tanaka');
    expect(await body.locator('[data-field="email"]').inputValue()).toBe(member.email);
    expect(await body.locator('[data-field="email_confirmation"]').inputValue()).toBe(member.email);
    await settledTotal(body);
    await body.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await answerRequired(body, [1]);
    await toPayment(page);
    await body.getByRole('button', { name: 'Confirm reservation' }).click();
    const done = await confirmed(page);

    // My reservations lists it; its row opens the reservation page with the session alone.
    await page.goto(at('/my-account/reservations'));
    const row = body.locator('.hb-ac-row').filter({ hasText: done.number });
    await until(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain(MEMBERS_PLAN);
    await row.getByRole('link', { name: `Open reservation ${done.number}` }).click();
    await until(() => new URL(page.url()).pathname).toBe(
      `/reservation/confirmation/${done.number}`,
    );
    expect(new URL(page.url()).searchParams.get('bypass_token')).toBeNull();
    await until(() => body.locator('#hb-mg-title').textContent()).toContain(done.number);
    await until(() => body.getByText('Reserved').first().isVisible()).toBe(true);

    // The read-only review of the same reservation.
    await page.goto(at(`/review-reservation/${done.number}`, '&hotelId=1'));
    await until(() =>
      body.getByRole('heading', { name: `Your reservation ${done.number}` }).isVisible(),
    ).toBe(true);
    await until(() => body.locator('.hb-mg-dl').first().isVisible()).toBe(true);

    // From the review to the reservation page, cancelled there with the session alone; the
    // list then has it under "Cancelled".
    await body.getByRole('link', { name: 'Change or cancel this reservation' }).click();
    await body.getByRole('button', { name: 'Cancel reservation' }).click();
    await body.getByRole('radio', { name: 'Other reason' }).check();
    await body.getByRole('button', { name: /^Cancel reservation \(fee/ }).click();
    await until(() => body.locator('.hb-mg-status').first().textContent()).toBe('Cancelled');
    await page.goto(at('/my-account/reservations'));
    await body.getByRole('link', { name: 'Cancelled', exact: true }).click();
    await until(() => new URL(page.url()).searchParams.get('status')).toBe('cancelled');
    await until(() => body.locator('.hb-ac-row').filter({ hasText: done.number }).isVisible()).toBe(
      true,
    );
    await body.getByRole('link', { name: 'Upcoming', exact: true }).click();
    await until(() => body.getByText('No reservations here.').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('is told when a reservation under review is not theirs', async () => {
    const [owner, other] = await Promise.all([newMember('owner'), newMember('other')]);
    const stay = await freeStay({ roomType: 'deluxe-twin', nights: 1, from: 50 });
    const booked = await api('/reservations', {
      method: 'POST',
      token: owner.accessToken,
      body: {
        hotel_code: HOTEL,
        checkin_date: stay.checkin,
        checkout_date: stay.checkout,
        rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-members', adults: 2 }],
        guest: { first_name: 'Hana', last_name: 'Tanaka' },
        email: owner.email,
        locale: 'en',
        payment_type: 'deferred_payment',
        answers: [
          { question_id: 'q-people', men_count: 1, women_count: 1 },
          { question_id: 'q-checkin', checkin_time: '16:00' },
        ],
      },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const number = ((await booked.json()) as { data: { reservation_number: string } }).data
      .reservation_number;
    const { page } = await browser.open(at('/booking/result'));
    await signInPage(page, other);
    await page.goto(at(`/review-reservation/${number}`));
    await until(() => page.getByText(/This reservation is not one of yours/).isVisible()).toBe(
      true,
    );
  });

  it('edits the profile; a wrong phone is refused at its field and nothing typed is lost', async () => {
    const member = await newMember('profile');
    const { page, problems } = await browser.open(at('/my-account'));
    await signInPage(page, member);
    await until(() => new URL(page.url()).pathname).toBe('/my-account/profile');
    const body = page.locator('body');
    await until(() => body.getByRole('button', { name: 'Edit profile' }).isVisible()).toBe(true);
    await body.getByRole('button', { name: 'Edit profile' }).click();
    const phone = body.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('03-1234');
    await body.getByRole('textbox', { name: 'Street address' }).fill('1-1 Marunouchi');
    await body.getByRole('button', { name: 'Save profile' }).click();
    await until(() =>
      body
        .getByText(/Enter 5 to 20 digits/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await body.getByRole('textbox', { name: 'Street address' }).inputValue()).toBe(
      '1-1 Marunouchi',
    );
    await phone.fill('0312345678');
    await body.getByRole('button', { name: 'Save profile' }).click();
    await until(() => body.getByText('Your profile has been saved.').isVisible()).toBe(true);
    const shown = await body.locator('.hb-ac-dl').first().textContent();
    expect(shown).toContain('0312345678');
    expect(shown).toContain('1-1 Marunouchi');
    const me = await api('/memberships/show', {
      token: (await pageTokens(page, member))?.access_token ?? '',
    });
    const profile = ((await me.json()) as { data: { phone: string; street_address: string } }).data;
    expect(profile).toMatchObject({ phone: '0312345678', street_address: '1-1 Marunouchi' });
    expect(problems).toEqual([]);
  });

  it('changes the password: stays signed in here, and the old password is refused', async () => {
    const member = await newMember('password');
    const { page } = await browser.open(at('/my-account/profile'));
    await signInPage(page, member);
    const body = page.locator('body');
    const form = body
      .locator('section.hb-card')
      .filter({ has: page.getByRole('heading', { name: 'Password', exact: true }) });
    await until(() => form.isVisible()).toBe(true);
    await form.getByLabel('Current password').fill('Wrong-pass1');
    await form.getByLabel('New password', { exact: true }).fill('Fresh2027b');
    await form.getByLabel('New password again').fill('Fresh2027b');
    await form.getByRole('button', { name: 'Change password' }).click();
    await until(() => form.getByText('The current password is not correct.').isVisible()).toBe(
      true,
    );
    // What was typed stays; only the wrong field is fixed.
    expect(await form.getByLabel('New password again').inputValue()).toBe('Fresh2027b');
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await until(() => body.getByText(/Your password has been changed/).isVisible()).toBe(true);
    // A fresh session was kept: the page still works signed in after a reload.
    const kept = await pageTokens(page, member);
    expect(kept?.access_token).toBeTruthy();
    expect(kept?.access_token).not.toBe(member.accessToken);
    await page.reload();
    await until(() => body.getByRole('heading', { name: 'Profile', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await signInStatus(member.email, PASSWORD)).not.toBe(200);
    expect(await signInStatus(member.email, 'Fresh2027b')).toBe(200);
  });

  it('changes the login e-mail: pending until the mailed link confirms it', async () => {
    const member = await newMember('email');
    const next = member.email.replace('member-', 'moved-');
    const { page } = await browser.open(at('/my-account/profile'));
    await signInPage(page, member);
    const body = page.locator('body');
    await until(() => body.getByLabel('New e-mail address').isVisible()).toBe(true);
    await body.getByLabel('New e-mail address').fill(next);
    const section = body
      .locator('section.hb-card')
      .filter({ has: page.getByRole('heading', { name: 'Login e-mail', exact: true }) });
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change e-mail' }).click();
    await until(() => body.getByText(`We sent a verification link to ${next}.`).isVisible()).toBe(
      true,
    );
    await until(() => body.getByText('Pending verification').isVisible()).toBe(true);
    const before = (await mailsTo(next)).length;
    await section.getByRole('button', { name: 'Send the link again' }).click();
    await until(async () => (await mailsTo(next)).length).toBeGreaterThan(before);
    // The link of the mail opens the confirmation page, which confirms the new address.
    await page.goto(await linkFromMail(next, 'confirmation_token'));
    await until(() => signInStatus(next, PASSWORD)).toBe(200);
    await page.goto(at('/my-account/profile'));
    await until(() => body.locator('.hb-ac-dl').first().textContent()).toContain(next);
    expect(await body.getByText('Pending verification').count()).toBe(0);
    expect(await signInStatus(member.email, PASSWORD)).not.toBe(200);
  });

  it('deletes the account with a reason; it cannot sign in any more', async () => {
    const member = await newMember('delete');
    const { page } = await browser.open(at('/my-account/profile'));
    await signInPage(page, member);
    const body = page.locator('body');
    await until(() => body.getByRole('button', { name: 'Delete my account…' }).isVisible()).toBe(
      true,
    );
    await body.getByRole('button', { name: 'Delete my account…' }).click();
    await body.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await until(() => body.getByText('Please fill this in.').first().isVisible()).toBe(true);
    await body.getByRole('radio', { name: 'Other' }).check();
    await body.getByRole('textbox', { name: /Tell us more/ }).fill('Moving abroad');
    await body.getByLabel('Current password').last().fill(PASSWORD);
    await body.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await until(() => new URL(page.url()).pathname).toBe('/member-deleted-confirmation');
    expect(await pageTokens(page, member)).toBeNull();
    expect(await signInStatus(member.email, PASSWORD)).not.toBe(200);
  });

  it('is sent to sign in from the account area when signed out, with the way back', async () => {
    const { page } = await browser.open(at('/my-account/reservations', '&status=cancelled'));
    await until(() => new URL(page.url()).pathname).toBe('/sign-in');
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(back).toContain('/my-account/reservations');
    expect(back).toContain('status=cancelled');
  });
});

describe('account pages: accessibility, right to left', () => {
  async function check(page: Page, ready: Locator) {
    await until(() => ready.isVisible()).toBe(true);
    expect(await axeViolations(page, 'body')).toEqual([]);
  }

  it('profile and reservations are axe clean in English and Arabic; Arabic lays out RTL', async () => {
    const member = await newMember('axe');
    for (const locale of ['en', 'ar']) {
      const { page } = await openAxe(at('/my-account/profile', `&locale=${locale}`));
      await signInPage(page, member);
      await check(page, page.locator('.hb-ac-dl').first());
      // With the edit form and the deletion form open, after a submit that shows errors.
      await page.locator('.hb-ac button.hb-btn').first().click();
      await page.locator('.hb-ac-danger button').first().click();
      await page.locator('.hb-ac-danger button[type="submit"]').click();
      await check(page, page.locator('.hb-ac-danger [aria-invalid="true"]').first());
      if (locale === 'ar') {
        expect(await page.locator('.hb-app').getAttribute('dir')).toBe('rtl');
      }
      await page.goto(at('/my-account/reservations', `&locale=${locale}`));
      await check(page, page.locator('.hb-ac-groups'));
    }
  });

  it('writes a day the same long way on every account screen, also in Japanese', async () => {
    const member = await demoMember();
    const { page } = await browser.open(at('/my-account/promotions', '&locale=ja'));
    await signInPage(page, member);
    await page.goto(at('/my-account/promotions', '&locale=ja'));
    const longDay = /\d{4}年\d{1,2}月\d{1,2}日[日月火水木金土]曜日/;
    const coupon = page.locator('[data-coupon]').first();
    await until(() => coupon.isVisible()).toBe(true);
    expect(await coupon.textContent()).toMatch(longDay);
    const voucher = page.locator('[data-voucher] dd').first();
    await until(() => voucher.textContent()).toMatch(longDay);
    expect(await page.locator('.hb-ac').first().textContent()).not.toMatch(/\d{4}\/\d{2}\/\d{2}/);
    await page.goto(at('/my-account/points', '&locale=ja'));
    const firstDay = page.locator('.hb-pt-row td').first();
    await until(() => firstDay.textContent()).toMatch(longDay);
  });

  it('the account tabs and forms work from the keyboard', async () => {
    const member = await newMember('keys');
    const { page } = await browser.open(at('/my-account/profile'));
    await signInPage(page, member);
    const tab = page.getByRole('link', { name: 'My reservations' });
    await until(() => tab.isVisible()).toBe(true);
    await tab.focus();
    await page.keyboard.press('Enter');
    await until(() => new URL(page.url()).pathname).toBe('/my-account/reservations');
    expect(
      await page.getByRole('link', { name: 'My reservations' }).getAttribute('aria-current'),
    ).toBe('page');
  });
});
