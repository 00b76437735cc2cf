import { describe, expect, it } from 'vitest';
import type { ConsoleRoute } from '../routes.ts';
import {
  findConsoleRoute,
  matchPath,
  routeAddress,
  safeNext,
  signInAddress,
} from './route-match.ts';

const screen = () => Promise.resolve(() => null);
const routes: ConsoleRoute[] = [
  { path: '/', load: screen, title: 'shell.home' },
  { path: '/hotels/:hotel/settings', load: screen, title: 'shell.home' },
];

describe('console route matching', () => {
  it('matches segment by segment, with decoded parameters', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '')).toEqual({});
    expect(matchPath('/hotels/:hotel/settings', '/hotels/sakura%20x/settings/')).toEqual({
      hotel: 'sakura x',
    });
    expect(matchPath('/hotels/:hotel/settings', '/hotels//settings')).toBe(undefined);
    expect(matchPath('/hotels/:hotel/settings', '/hotels/a/embed')).toBe(undefined);
    expect(matchPath('/hotels/:hotel/settings', '/hotels/%E0/settings')).toBe(undefined);
  });

  it('finds the first route that matches', () => {
    expect(findConsoleRoute(routes, '/hotels/a/settings')?.params).toEqual({ hotel: 'a' });
    expect(findConsoleRoute(routes, '/nowhere')).toBe(undefined);
  });

  it('fills a route address', () => {
    expect(routeAddress('/hotels/:hotel/settings', { hotel: 'a b' })).toBe(
      '/hotels/a%20b/settings',
    );
  });

  it('keeps the wanted page across sign-in, and only a console page', () => {
    expect(signInAddress('/staff?x=1')).toBe('/sign-in?next=%2Fstaff%3Fx%3D1');
    expect(signInAddress('/')).toBe('/sign-in');
    expect(safeNext('/staff?x=1')).toBe('/staff?x=1');
    expect(safeNext('//evil.example/')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
