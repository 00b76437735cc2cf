import { expect } from 'chai';
import { createStore, Provider } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Member } from '../../api/contract/membership.ts';
import { createElement } from '../../react.ts';
import { type Mounted, mount, settle } from '../date-range-picker/testing/browser-harness.ts';
import { type AuthState, authAtom } from '../startup/init-state.ts';
import { RequireMember } from './RequireMember.tsx';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function show(auth: AuthState) {
  const store = createStore();
  store.set(authAtom, auth);
  const location = memoryLocation({
    path: '/my-account/reservations?status=cancelled',
    record: true,
  });
  mounted = await mount(
    createElement(Provider, {
      store,
      children: createElement(Router, {
        hook: location.hook,
        searchHook: location.searchHook,
        children: createElement(RequireMember, { children: 'members only content' }),
      }),
    }),
    'en',
  );
  await settle();
  return { root: mounted.root, location };
}

describe('RequireMember', () => {
  it('sends a signed-out visitor to sign in, with the way back', async () => {
    const { root, location } = await show({ status: 'anonymous' });
    expect(root.textContent).not.to.contain('members only content');
    expect(location.history?.at(-1)).to.equal(
      '/sign-in?redirect=%2Fmy-account%2Freservations%3Fstatus%3Dcancelled',
    );
  });

  it('shows the page to a signed-in member', async () => {
    const member = { id: 1 } as Member;
    const { root, location } = await show({
      status: 'member',
      accessToken: 'a',
      refreshToken: 'r',
      member,
    });
    expect(root.textContent).to.contain('members only content');
    expect(location.history?.at(-1)).to.equal('/my-account/reservations?status=cancelled');
  });

  it('waits while a token from the address is still being checked', async () => {
    const { root, location } = await show({ status: 'token', accessToken: 'a' });
    expect(root.querySelector('[role="status"]')).not.to.equal(null);
    expect(location.history).to.have.length(1);
  });
});
