import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_LENGTH,
  answerLength,
  answerTextError,
  attachmentError,
  attachmentsError,
  MAX_ATTACHMENT_BYTES,
} from './answers.ts';
import { peopleCountsError, setMenCount, setWomenCount } from './people-per-room.ts';

describe('free-text answers', () => {
  it('allows up to 255 UTF-16 units, like the server', () => {
    expect(answerTextError('a'.repeat(ANSWER_MAX_LENGTH))).toBeUndefined();
    expect(answerTextError('a'.repeat(256))).toBe('booking.validation.maxLength');
    expect(answerTextError('あ'.repeat(255))).toBeUndefined();
    // 128 emoji are 128 graphemes but 256 code units: the server refuses, so do we.
    expect(answerLength('😀'.repeat(128))).toBe(256);
    expect(answerTextError('😀'.repeat(128))).toBe('booking.validation.maxLength');
  });
  it('requires text only for required questions', () => {
    expect(answerTextError('')).toBeUndefined();
    expect(answerTextError(' ', true)).toBe('booking.validation.required');
    expect(answerTextError('ok', true)).toBeUndefined();
  });
});

describe('attachments', () => {
  const png = { name: 'photo.PNG', size: 1000, type: 'image/png' };
  it('accepts images by type and extension', () => {
    expect(attachmentError(png)).toBeUndefined();
    expect(attachmentError({ name: 'a.jpeg', size: 1, type: 'image/jpeg' })).toBeUndefined();
    expect(attachmentError({ name: 'a.jpg', size: 1, type: 'image/jpeg' })).toBeUndefined();
    expect(attachmentError({ name: 'a.gif', size: 1, type: 'image/gif' })).toBeUndefined();
    expect(attachmentError({ name: 'a.webp', size: 1, type: 'image/webp' })).toBeUndefined();
  });
  it('refuses non-images, mismatches, svg and missing types', () => {
    for (const file of [
      { name: 'a.pdf', size: 1, type: 'application/pdf' },
      { name: 'a.png', size: 1, type: 'image/jpeg' },
      { name: 'a.svg', size: 1, type: 'image/svg+xml' },
      { name: 'a.png', size: 1, type: '' },
      { name: 'png', size: 1, type: 'image/png' },
      { name: 'a.png.exe', size: 1, type: 'image/png' },
    ]) {
      expect(attachmentError(file), file.name).toBe('booking.validation.attachments.notImage');
    }
  });
  it('refuses files over 80 MB', () => {
    expect(attachmentError({ ...png, size: MAX_ATTACHMENT_BYTES })).toBeUndefined();
    expect(attachmentError({ ...png, size: MAX_ATTACHMENT_BYTES + 1 })).toBe(
      'booking.validation.attachments.tooLarge',
    );
  });
  it('allows at most 30 files', () => {
    expect(attachmentsError(Array(30).fill(png))).toBeUndefined();
    expect(attachmentsError(Array(31).fill(png))).toBe('booking.validation.attachments.tooMany');
    expect(attachmentsError([png, { ...png, type: 'text/plain' }])).toBe(
      'booking.validation.attachments.notImage',
    );
    expect(attachmentsError([])).toBeUndefined();
  });
});

describe('people per room', () => {
  it('entering men sets women to adults − men, and vice versa', () => {
    expect(setMenCount(3, 1)).toEqual({ men_count: 1, women_count: 2 });
    expect(setWomenCount(3, 3)).toEqual({ men_count: 0, women_count: 3 });
  });
  it('clamps to 0…adults', () => {
    expect(setMenCount(2, 5)).toEqual({ men_count: 2, women_count: 0 });
    expect(setMenCount(2, -1)).toEqual({ men_count: 0, women_count: 2 });
    expect(setWomenCount(2, Number.NaN)).toEqual({ men_count: 2, women_count: 0 });
    expect(setMenCount(2, 1.7)).toEqual({ men_count: 1, women_count: 1 });
  });
  it('checks the sum', () => {
    expect(peopleCountsError(2, { men_count: 1, women_count: 1 })).toBeUndefined();
    expect(peopleCountsError(2, { men_count: 2, women_count: 1 })).toBe(
      'booking.validation.peoplePerRoom.total',
    );
  });
});
