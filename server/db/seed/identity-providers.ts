import type { Kysely } from 'kysely';
import type { ExternalProvider } from '../../../src/api/contract/index.ts';
import type { Database } from '../schema.ts';
import { BRAND } from './data.ts';

/** The demo identity provider's default address (demo/identity-provider, `OIDC_PORT` 8789). */
export const DEMO_ISSUER = 'http://127.0.0.1:8789';
/** The demo brand's client at that provider; its secret is made when the provider starts. */
export const DEMO_CLIENT_ID = 'sakura-booking';

/**
 * The demo brand signs members in through the local provider as `open_id`, and as `line` too:
 * every social provider goes through the same relying-party code, only the row differs.
 */
const DEMO_PROVIDERS: readonly ExternalProvider[] = ['open_id', 'line'];

/**
 * Adds the demo brand's identity providers when it has none of them yet (first start, or a
 * database seeded before migration 010). A brand's own rows are never changed.
 */
export async function seedIdentityProviders(db: Kysely<Database>): Promise<void> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirst();
  if (!brand) return;
  await db
    .insertInto('brand_identity_providers')
    .values(
      DEMO_PROVIDERS.map((provider) => ({
        brand_id: brand.id,
        provider,
        issuer: DEMO_ISSUER,
        client_id: DEMO_CLIENT_ID,
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'provider']).doNothing())
    .execute();
}

/**
 * Points the demo brand's providers at a demo identity provider started elsewhere (another
 * port, a free port in tests). Used by `npm start` and the journeys, never by a real brand.
 */
export async function useDemoIssuer(
  db: Kysely<Database>,
  issuer: string,
  clientId = DEMO_CLIENT_ID,
): Promise<void> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirst();
  if (!brand) return;
  await db
    .updateTable('brand_identity_providers')
    .set({ issuer, client_id: clientId })
    .where('brand_id', '=', brand.id)
    .where('client_id', 'in', [DEMO_CLIENT_ID, clientId])
    .execute();
}
