import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { SignInButtonSettingsSchema } from '../../src/api/contract/settings.ts';
import type { Database } from '../db/schema.ts';
import { findHotel, type Hotel } from './hotels.ts';
import { hotelKey, searchView } from './search/kept.ts';

type SignInButtonAnswer = v.InferInput<typeof SignInButtonSettingsSchema>['data'];

/** The header's sign-in button in the widget's eight languages. */
const SIGN_IN_LABELS: Record<string, string> = {
  en: 'Sign in',
  ja: 'ログイン',
  ko: '로그인',
  zh_Hans: '登录',
  zh_Hant: '登入',
  th: 'เข้าสู่ระบบ',
  id: 'Masuk',
  ar: 'تسجيل الدخول',
};

/** `settings/sign_in_button`: the header's sign-in button and the external sign-ins offered. */
async function signInButton(db: Kysely<Database>, hotel: Hotel): Promise<SignInButtonAnswer> {
  const brand = await db
    .selectFrom('brands')
    .selectAll()
    .where('id', '=', hotel.brand_id)
    .executeTakeFirstOrThrow();
  // The external sign-ins the sign-in screen offers (their secrets are checked on start).
  const providers = await db
    .selectFrom('brand_identity_providers')
    .select('provider')
    .where('brand_id', '=', brand.id)
    .where('enabled', '=', true)
    .orderBy('provider')
    .execute();
  return {
    is_active: brand.settings.sign_in_active && hotel.settings.facility_sign_in_enabled,
    sign_up_active: brand.settings.sign_up_active,
    translations: SIGN_IN_LABELS,
    external_providers: providers.map((row) => row.provider),
  };
}

/**
 * A hotel's `settings/sign_in_button` answer as JSON (`{ "data": … }`), for the call and for the
 * server's drawing of the first screen, which shows the button (issue 37). Nothing in it depends
 * on the request, so the process keeps it in step with the database as it keeps the init
 * settings (kept-settings.ts). An unknown code throws findHotel's 404.
 */
export async function signInButtonJson(db: Kysely<Database>, code: string): Promise<string> {
  const view = await searchView(db);
  const hotel = await view.hotel(hotelKey(code), () => findHotel(db, code));
  return view.settings(hotel.id, 'sign_in_button', async () =>
    JSON.stringify({ data: await signInButton(db, hotel) }),
  );
}
