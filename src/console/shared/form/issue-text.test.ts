import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueText, refusedField } from './issue-text.ts';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected an issue');
  const issue = result.issues[0];
  if (!issue) throw new Error('expected an issue');
  return issue;
};

describe('issueText', () => {
  it('says required for an empty value, whatever the rule', () => {
    const email = v.pipe(v.string(), v.nonEmpty(), v.email());
    expect(issueText(firstIssue(email, ''))).toEqual({ id: 'form.error.required' });
    expect(issueText(firstIssue(v.pipe(v.string(), v.minLength(1)), ''))).toEqual({
      id: 'form.error.required',
    });
    expect(issueText(firstIssue(v.pipe(v.string(), v.regex(/^a$/)), ''))).toEqual({
      id: 'form.error.required',
    });
  });

  it('names the rule and its requirement', () => {
    expect(issueText(firstIssue(v.pipe(v.string(), v.email()), 'nope'))).toEqual({
      id: 'form.error.email',
    });
    expect(issueText(firstIssue(v.pipe(v.string(), v.minLength(12)), 'short'))).toEqual({
      id: 'form.error.minLength',
      values: { requirement: 12 },
    });
    expect(issueText(firstIssue(v.pipe(v.string(), v.maxLength(3)), 'long'))).toEqual({
      id: 'form.error.maxLength',
      values: { requirement: 3 },
    });
    expect(issueText(firstIssue(v.picklist(['a', 'b']), 'c'))).toEqual({
      id: 'form.error.choice',
    });
  });

  it("asks the form's reason texts first, with the rule's message", () => {
    const code = v.pipe(v.string(), v.regex(/^[a-z]+$/, 'code'));
    const issue = firstIssue(code, 'A B');
    expect(
      issueText(issue, (reason) => (reason === 'code' ? 'form.error.format' : undefined)),
    ).toEqual({ id: 'form.error.format' });
    expect(issueText(issue, () => undefined)).toEqual({ id: 'form.error.format' });
  });
});

describe('refusedField', () => {
  it('reads the field and reason of an error 1000', () => {
    expect(
      refusedField({ code: 1000, payload: { field: 'names.ja' }, message: 'names.ja too_long' }),
    ).toEqual({ field: 'names.ja', reason: 'too_long' });
  });

  it('ignores other errors and a refused body as a whole', () => {
    expect(refusedField({ code: 9443, message: 'forbidden' })).toBe(undefined);
    expect(refusedField({ code: 1000, payload: { field: 'body' }, message: 'body x' })).toBe(
      undefined,
    );
    expect(refusedField({ code: 1000, message: 'x' })).toBe(undefined);
  });
});
