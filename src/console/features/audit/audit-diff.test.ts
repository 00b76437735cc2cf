import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('keeps only the values that changed, by their path', () => {
    expect(
      auditDiff(
        { colours: { button: '#112233', header: '#000' }, name: 'Sakura' },
        { colours: { button: '#445566', header: '#000' }, name: 'Sakura' },
      ),
    ).toEqual([{ path: 'colours.button', before: '#112233', after: '#445566' }]);
  });

  it('says what was added and what was removed', () => {
    expect(auditDiff({ role: 'manager', old: 1 }, { role: 'owner', hotels: ['a', 'b'] })).toEqual([
      { path: 'role', before: 'manager', after: 'owner' },
      { path: 'old', before: '1' },
      { path: 'hotels', after: '["a","b"]' },
    ]);
  });

  it('treats a creation and a removal as all new or all gone', () => {
    expect(auditDiff(null, { code: 'x', open: true })).toEqual([
      { path: 'code', after: 'x' },
      { path: 'open', after: 'true' },
    ]);
    expect(auditDiff({ code: 'x' }, null)).toEqual([{ path: 'code', before: 'x' }]);
  });

  it('shows a plain value as one row without a path', () => {
    expect(auditDiff(false, true)).toEqual([{ path: '', before: 'false', after: 'true' }]);
    expect(auditDiff('same', 'same')).toEqual([]);
  });
});
