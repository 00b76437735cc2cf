import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ParentAction, ParentMessageMap } from '../../loader/parent-messages.ts';
import type { BookingWidgetSettings } from '../api/contract/settings.ts';
import type { Embed } from '../shared/embed/embed.ts';
import { authAtom, currentPathAtom, initStateAtom } from '../shared/startup/init-state.ts';
import { announceToParent, removedParams } from './parent-messages.ts';

type Sent = { action: ParentAction; payload: ParentMessageMap[ParentAction] };

function harness(settings: Partial<BookingWidgetSettings>, width = 1280) {
  const store = createStore();
  const sent: Sent[] = [];
  const embed: Embed = {
    kind: 'hosted',
    closable: true,
    chatbot: true,
    emit() {},
    notifyParent(action, payload) {
      sent.push({ action, payload });
    },
  };
  const win = {
    matchMedia: (query: string) => ({ matches: query.includes('992') && width <= 992 }),
  } as unknown as Window;
  let signedIn = 0;
  announceToParent({
    store,
    embed,
    startPath: '/chat-sign-in',
    removed: ['lineLiffToken'],
    onSignedIn: () => {
      signedIn += 1;
    },
    win,
  });
  const ready = () =>
    store.set(initStateAtom, {
      status: 'ready',
      settings: settings as BookingWidgetSettings,
    });
  return { store, sent, ready, signedIns: () => signedIn };
}

const member = (id: number) =>
  ({
    status: 'member',
    accessToken: 'a',
    refreshToken: 'r',
    member: { id, program_id: 1 },
  }) as never;

describe('announceToParent', () => {
  it('opens with booking-widget-opened and removeQuery, then login on each status change only', () => {
    const { store, sent, signedIns } = harness({});
    expect(sent.slice(0, 2)).toEqual([
      { action: 'booking-widget-opened', payload: { path: '/chat-sign-in' } },
      { action: 'removeQuery', payload: { names: ['lineLiffToken'] } },
    ]);
    store.set(authAtom, { status: 'token', accessToken: 'x' });
    store.set(authAtom, member(7));
    store.set(authAtom, member(7)); // a refresh of the same member: nothing new
    store.set(authAtom, { status: 'anonymous' });
    expect(sent.slice(2)).toEqual([
      { action: 'login', payload: { loggedIn: true, memberId: 7 } },
      { action: 'login', payload: { loggedIn: false } },
    ]);
    expect(signedIns()).toBe(1);
  });

  it('says whether the chatbot shows, for the platform, off on pay pages, once per change', () => {
    const { store, sent, ready } = harness(
      { chatbot_setting: { is_active: true, platforms: ['mobile'] } },
      420,
    );
    ready();
    store.set(currentPathAtom, '/booking/result');
    store.set(currentPathAtom, '/payments/P1');
    const shown = sent.filter((m) => m.action === 'show-chatbot').map((m) => m.payload);
    expect(shown).toEqual([
      { visible: true, platform: 'mobile' },
      { visible: false, platform: 'mobile' },
    ]);
    const desktop = harness({ chatbot_setting: { is_active: true, platforms: ['mobile'] } });
    desktop.ready();
    expect(desktop.sent.find((m) => m.action === 'show-chatbot')?.payload).toEqual({
      visible: false,
      platform: 'desktop',
    });
  });
});

describe('removedParams', () => {
  it('names the parameters startup took out of the address', () => {
    expect(
      removedParams(
        '/iframe-liff-token?code=x&lineLiffToken=t&a=1#h',
        '/iframe-liff-token?code=x&a=1#h',
      ),
    ).toEqual(['lineLiffToken']);
    expect(removedParams('/booking/result', '/booking/result')).toEqual([]);
  });
});
