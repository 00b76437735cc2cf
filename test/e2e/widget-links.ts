import type { Page } from 'playwright-core';

/**
 * The links inside an inline widget (`selector`, Playwright pierces its shadow roots) whose
 * href is on the host page's origin. The inline widget keeps its screens in memory, so the
 * hotel's site cannot serve such an address: a guest who opens it in a new tab lands on the
 * hotel's 404. The hotel's own header and footer HTML may link to its site, and a download
 * link (a blob: URL) names a file, not a screen: both are left out.
 */
export function hostOriginLinks(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} a[href]`).evaluateAll((links) =>
    links
      .filter((a) => !a.closest('.hb-hotel-html') && !a.hasAttribute('download'))
      .map((a) => (a as HTMLAnchorElement).href)
      .filter((href) => new URL(href).origin === location.origin),
  );
}
