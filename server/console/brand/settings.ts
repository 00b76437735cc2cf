import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  type BrandSettingsDocument,
  type BrandSettingsDocumentInput,
  BrandSettingsDocumentSchema,
} from '../../../src/api/contract/console/brand-settings.ts';
import type { BrandSettings, Database } from '../../db/schema.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import type { BrandOwner } from '../settings/lists.ts';
import { changedFields } from '../settings/storage.ts';

/**
 * Where each field of the console's brand settings document lives: the brand's `settings` JSON,
 * so a save is one UPDATE of its row, which migration 028's trigger announces and every process
 * drops the kept settings answers of the brand's hotels (the start-up settings and
 * `settings/sign_in_button` answers carry these fields).
 *
 * | section.field | stored in |
 * |---|---|
 * | membership.sign_in_active, sign_up_active | settings.sign_in_active, sign_up_active |
 * | membership.member_menu_url | settings.membership_menu_redirect_url ('' stored as null) |
 * | membership.member_login_url | settings.membership_login_redirect_url ('' stored as null) |
 */

type BrandRow = { id: number; code: string; name: string; settings: BrandSettings };

/** A brand's saved settings as the console's document. */
export function brandDocumentOf(settings: BrandSettings): BrandSettingsDocumentInput {
  return {
    membership: {
      sign_in_active: settings.sign_in_active,
      sign_up_active: settings.sign_up_active,
      member_menu_url: settings.membership_menu_redirect_url ?? '',
      member_login_url: settings.membership_login_redirect_url ?? '',
    },
  };
}

/** The brand's settings with a (validated) document applied; what it does not edit is kept. */
export function applyBrandDocument(
  settings: BrandSettings,
  doc: BrandSettingsDocument,
): BrandSettings {
  const { membership } = doc;
  return {
    ...settings,
    sign_in_active: membership.sign_in_active,
    sign_up_active: membership.sign_up_active,
    membership_menu_redirect_url: membership.member_menu_url || null,
    membership_login_redirect_url: membership.member_login_url || null,
  };
}

/** A seeded value the rules would refuse today is shown as it is; the rules apply on save. */
function parsedDocument(settings: BrandSettings): BrandSettingsDocumentInput {
  const stored = brandDocumentOf(settings);
  const parsed = v.safeParse(BrandSettingsDocumentSchema, stored);
  return parsed.success ? parsed.output : stored;
}

async function brandRow(db: Kysely<Database>, brandId: number): Promise<BrandRow> {
  return db
    .selectFrom('brands')
    .select(['id', 'code', 'name', 'settings'])
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow();
}

/** The console's brand settings answer. */
export async function readBrandSettings(db: Kysely<Database>, brandId: number) {
  const brand = await brandRow(db, brandId);
  return { brand_code: brand.code, brand_name: brand.name, saved: parsedDocument(brand.settings) };
}

/**
 * Saves a validated document: one transaction that rewrites the brand's settings and records
 * each changed field in the audit log (`brand_settings.update`, target `brand:<code>:<field>`,
 * before → after, no hotel).
 */
export async function saveBrandSettings(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  document: BrandSettingsDocument,
  now: Date,
): Promise<{ saved: BrandSettingsDocumentInput; changed: string[] }> {
  return db.transaction().execute(async (tx) => {
    const brand = await tx
      .selectFrom('brands')
      .select(['id', 'code', 'name', 'settings'])
      .where('id', '=', staff.brandId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = applyBrandDocument(brand.settings, document);
    const changes = changedFields(brandDocumentOf(brand.settings), brandDocumentOf(next));
    if (changes.length > 0) {
      await tx
        .updateTable('brands')
        .set({ settings: JSON.stringify(next) })
        .where('id', '=', brand.id)
        .execute();
      for (const change of changes) {
        await recordAudit(tx, {
          staff,
          hotelId: null,
          action: 'brand_settings.update',
          target: `brand:${brand.code}:${change.field}`,
          before: change.before,
          after: change.after,
          at: now,
        });
      }
    }
    return { saved: parsedDocument(next), changed: changes.map((change) => change.field) };
  });
}

/** The staff member's brand as the owner of its questions list. */
export async function brandOwnerOf(db: Kysely<Database>, brandId: number): Promise<BrandOwner> {
  const brand = await brandRow(db, brandId);
  return { brandId: brand.id, code: brand.code };
}
