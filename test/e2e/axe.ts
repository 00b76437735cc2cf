import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What axe-core's injected script puts on `window`: the parts these checks use. */
interface AxeWindow {
  axe: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{
      violations: { id: string; nodes: { target: unknown }[] }[];
      passes: { id: string }[];
    }>;
  };
}

/**
 * Runs axe-core in the page on one element (axe descends into open shadow roots) and returns
 * the violations as "rule: target" lines, so a failure says what is wrong and where.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run({ include: [[sel]] }, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`),
    );
  }, selector);
}

/**
 * Runs page-level axe rules (e.g. `page-has-heading-one`, which applies to the whole document
 * and so never to an element's subtree) and returns their violations as rule ids.
 */
export async function pageRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (ids) => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ids } });
    // A rule that neither passed nor failed did not apply: that is not a pass either.
    const ran = new Set([...result.violations, ...result.passes].map((r) => r.id));
    return [...result.violations.map((v) => v.id), ...ids.filter((id) => !ran.has(id))];
  }, rules);
}
