import type { ConsoleRoute } from '../routes.ts';
import { SIGN_IN_PATH } from '../routes.ts';

/** The `:name` values of `path` if it matches `pattern` segment by segment, else undefined. */
export function matchPath(
  pattern: string,
  path: string,
): Readonly<Record<string, string>> | undefined {
  const wanted = segments(pattern);
  const given = segments(path);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}

const segments = (path: string) => path.split('/').filter((part) => part !== '');

/** The first route of `routes` matching `path` (below /console), with its parameters. */
export function findConsoleRoute(
  routes: readonly ConsoleRoute[],
  path: string,
): { readonly route: ConsoleRoute; readonly params: Readonly<Record<string, string>> } | undefined {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

/** A route's address with its parameters filled (`/hotels/:hotel/embed` → `/hotels/x/embed`). */
export function routeAddress(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
}

/** The sign-in page, remembering the page the member wanted (`next`). */
export function signInAddress(wanted: string): string {
  return wanted === '/' || wanted.startsWith(SIGN_IN_PATH)
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?next=${encodeURIComponent(wanted)}`;
}

/**
 * Where to go after signing in: `next` when it is a console path (never another site's
 * address: `//evil.example` or `https://…` would be an open redirect), else the home page.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
