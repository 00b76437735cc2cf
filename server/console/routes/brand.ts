import type { Hono } from 'hono';
import {
  getConsoleBrandQuestions,
  getConsoleBrandSettings,
  saveConsoleBrandQuestions,
  saveConsoleBrandSettings,
} from '../../../src/api/contract/endpoints/console-brand.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { staffOf } from '../auth/staff-context.ts';
import { brandOwnerOf, readBrandSettings, saveBrandSettings } from '../brand/settings.ts';
import { BRAND_QUESTIONS, saveList } from '../settings/lists.ts';

/** The brand's settings and its own questions in the console (the owner's: brand.settings). */
export function consoleBrandRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  register(app, getConsoleBrandSettings, async ({ c }) => ({
    data: await readBrandSettings(db, staffOf(c).brandId),
  }));
  register(app, saveConsoleBrandSettings, async ({ c, body }) => ({
    data: await saveBrandSettings(db, staffOf(c), await body(), deps.now()),
  }));
  register(app, getConsoleBrandQuestions, async ({ c }) => ({
    data: { items: await BRAND_QUESTIONS.read(db, await brandOwnerOf(db, staffOf(c).brandId)) },
  }));
  register(app, saveConsoleBrandQuestions, async ({ c, body }) => {
    const staff = staffOf(c);
    const owner = await brandOwnerOf(db, staff.brandId);
    const items = (await body()).items;
    return {
      data: { items: await saveList(db, BRAND_QUESTIONS, staff, owner, items, deps.now()) },
    };
  });
}
