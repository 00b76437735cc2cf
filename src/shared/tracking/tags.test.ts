// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { BookingCompletedDetail } from '../../../loader/events.ts';
import { runTrackingTags, scriptValue, tagNodes, tagsAllowed, tagValues } from './tags.ts';

const detail: BookingCompletedDetail = {
  transaction_id: 'R123',
  transaction_total_price: 22000,
  currency: 'JPY',
  hotel_id: 'sakura-tokyo',
  hotel_name: `Sakura "Tokyo" </script><script>alert(1)</script>`,
  plan_id: 'std-room-only',
  plan_name: "Room 'only'",
  room_id: 'standard-double',
  room_name: 'Standard Double',
  checkin_date: '2026-12-01',
  checkout_date: '2026-12-02',
};

describe('tagsAllowed', () => {
  it('runs tags in the hosted app, and inline only where the page opted in', () => {
    expect(tagsAllowed('hosted', {})).toBe(true);
    expect(tagsAllowed('inline', {})).toBe(false);
    expect(tagsAllowed('inline', { 'tracking-tags': '' })).toBe(true);
  });
});

describe('tagNodes', () => {
  it('fills every variable; a value cannot end the string or the script', () => {
    const [script] = tagNodes(
      document,
      `<script data-x="1">window.t = ['{{transaction_id}}', '{{transaction_total_price}}', '{{hotel_name}}', "{{plan_name}}", '{{unknown}}'];</script>`,
      tagValues(detail),
      'n0nce',
    );
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const text = (script as HTMLScriptElement).text;
    expect(text).toContain("'R123', '22000'");
    expect(text).not.toContain('</script>');
    expect(text).toContain('{{unknown}}');
    expect((script as HTMLScriptElement).nonce).toBe('n0nce');
    expect((script as HTMLScriptElement).getAttribute('data-x')).toBe('1');
    // The escaped text is the value again once JavaScript reads the literal.
    expect(JSON.parse(`"${scriptValue(detail.hotel_name).replace(/\\u0027/g, "'")}"`)).toBe(
      detail.hotel_name,
    );
  });

  it('fills pixel addresses URL-encoded and text as text', () => {
    const [pixel] = tagNodes(
      document,
      '<noscript><img src="https://px.example/c?tid={{transaction_id}}&h={{hotel_name}}" alt="{{room_name}}"></noscript>',
      tagValues(detail),
    );
    const img = (pixel as Element).querySelector('img');
    expect(img?.getAttribute('src')).toBe(
      `https://px.example/c?tid=R123&h=${encodeURIComponent(detail.hotel_name)}`,
    );
    expect(img?.getAttribute('alt')).toBe('Standard Double');
  });
});

describe('runTrackingTags', () => {
  it('puts head tags in <head> and body tags first in <body>, once per booking', () => {
    document.body.innerHTML = '<main id="page"></main>';
    const tags = {
      head_tags: '<meta name="hb-tag" content="{{transaction_id}}">',
      body_tags: '<div class="hb-body-tag">{{checkin_date}}</div>',
    };
    runTrackingTags(document, tags, detail, undefined);
    runTrackingTags(document, tags, detail, undefined);
    expect(document.head.querySelectorAll('meta[name="hb-tag"]')).toHaveLength(1);
    expect(document.body.firstElementChild?.textContent).toBe('2026-12-01');
    runTrackingTags(document, tags, { ...detail, transaction_id: 'R124' }, undefined);
    expect(document.head.querySelectorAll('meta[name="hb-tag"]')).toHaveLength(2);
  });
});
