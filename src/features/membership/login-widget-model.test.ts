import { describe, expect, it } from 'vitest';
import { memberFixture } from '../../shared/testing/member-fixture.ts';
import { settingsFixture } from '../../shared/testing/settings-fixture.ts';
import { loginWidgetModel } from './login-widget-model.ts';

const member = {
  status: 'member',
  accessToken: 'a',
  refreshToken: 'r',
  member: memberFixture(),
} as const;
const anonymous = { status: 'anonymous' } as const;

function settings(widget: boolean, extra: Record<string, unknown> = {}) {
  const base = settingsFixture();
  return {
    ...base,
    ...extra,
    facility_shell: {
      ...base.facility_shell,
      membership_login_widget: { is_active: widget, translations: { ja: 'ログイン' } },
    },
  };
}

describe('login widget (product.md §3, §6)', () => {
  it('offers sign-in to guests when the facility turned the widget on, in its own words', () => {
    expect(loginWidgetModel(settings(true), anonymous, 'ja')).toEqual({
      kind: 'signIn',
      label: 'ログイン',
    });
    expect(loginWidgetModel(settings(true), anonymous, 'en')).toEqual({ kind: 'signIn' });
    expect(loginWidgetModel(settings(false), anonymous, 'en')).toEqual({ kind: 'hidden' });
    expect(loginWidgetModel(undefined, anonymous, 'en')).toEqual({ kind: 'hidden' });
    expect(loginWidgetModel(settings(true), { status: 'token', accessToken: 'x' }, 'en').kind).toBe(
      'hidden',
    );
  });
  it('shows members their menu; no account item with an external membership; no logout for 1106/1099', () => {
    expect(loginWidgetModel(settings(false), member, 'en')).toEqual({
      kind: 'member',
      name: 'Hana Tanaka',
      organizationAdmin: false,
      account: true,
      signOut: true,
    });
    const external = settings(true, {
      integrations: ['external_membership'],
      hotel_brand_id: 1106,
    });
    expect(loginWidgetModel(external, member, 'en')).toMatchObject({
      account: false,
      signOut: false,
    });
  });
  it("sends members to the brand's own my-page and guests to its own login when configured", () => {
    const base = settings(true);
    const redirected = {
      ...base,
      facility_shell: {
        ...base.facility_shell,
        brand_integrations: {
          membership_menu_redirect: { url: 'https://club.example/mypage' },
          membership_customer_login_redirect: {
            url: 'https://club.example/login',
            with_organization_url: null,
          },
        },
      },
    };
    expect(loginWidgetModel(redirected, member, 'en')).toMatchObject({
      kind: 'member',
      account: true,
      accountHref: 'https://club.example/mypage',
    });
    expect(loginWidgetModel(redirected, anonymous, 'en')).toEqual({
      kind: 'signIn',
      externalHref: 'https://club.example/login',
    });
  });
  it('shows a corporate user their organization with their name, and admins the admin entry', () => {
    const corporate = (role: string) => ({
      ...member,
      member: {
        ...memberFixture(),
        organization: {
          id: 1,
          name: 'Sakura Trading Co.',
          display_name: 'さくら商事',
          display_name_translations: { en: 'Sakura Trading', ja: 'さくら商事' },
          program_id: null,
        },
        organization_role: role,
      },
    });
    // In the page's language (issue 37: English pages named it in Japanese only).
    expect(loginWidgetModel(settings(false), corporate('member'), 'en')).toMatchObject({
      kind: 'member',
      name: 'Hana Tanaka',
      organization: 'Sakura Trading',
      organizationAdmin: false,
    });
    expect(loginWidgetModel(settings(false), corporate('member'), 'ja')).toMatchObject({
      organization: 'さくら商事',
    });
    expect(loginWidgetModel(settings(false), corporate('admin'), 'en')).toMatchObject({
      organizationAdmin: true,
    });
  });
});
