import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookingWidgetSettingsSchema } from './settings.ts';
import { integrationsOff, plainFacilityShell } from './settings-off.ts';

const data = BookingWidgetSettingsSchema.entries.data;

describe('integrationsOff', () => {
  it('fills the contract fields of integrations with everything switched off', () => {
    const off = integrationsOff();
    // Exactly the contract's fields, each valid: a strict object of the schema's own entries.
    const entries = Object.fromEntries(
      Object.keys(off).map((k) => [k, data.entries[k as keyof typeof off]]),
    );
    expect(v.parse(v.strictObject(entries), off)).toEqual(off);
    expect(off.chatbot_setting.is_active).toBe(false);
    expect(off.point_program).toBeNull();
  });
  it('answers a fresh object each time', () => {
    const a = integrationsOff();
    a.integrations.push('changed');
    expect(integrationsOff().integrations).toEqual([]);
  });
});

describe('plainFacilityShell', () => {
  it('is a valid facility shell with only the font colour and sign-up set', () => {
    const shell = plainFacilityShell('#222222', true);
    expect(v.parse(data.entries.facility_shell, shell)).toEqual(shell);
    expect(shell).toMatchObject({ font_colour: '#222222', sign_up_active: true, favicon: null });
    expect(shell.membership_login_widget.is_active).toBe(false);
  });
});
