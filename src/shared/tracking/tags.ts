import type { BookingCompletedDetail } from '../../../loader/events.ts';

/**
 * The inline widget's opt-in (an attribute on `<hotel-booking>`): the hotel's tracking tags may
 * run on this page. Without it they never run inside someone else's page; the hosted app runs
 * them under its own Content-Security-Policy (server/web, nonce per page).
 */
export const TAGS_ATTRIBUTE = 'tracking-tags';

/** Whether the hotel's tags may run here. */
export function tagsAllowed(
  kind: 'inline' | 'hosted',
  attributes: Readonly<Record<string, string>>,
): boolean {
  return kind === 'hosted' || TAGS_ATTRIBUTE in attributes;
}

/** The spec's dynamic variables for tracking scripts (product.md §3 "Other"). */
export const TAG_VARIABLES = [
  'transaction_id',
  'transaction_total_price',
  'hotel_id',
  'hotel_name',
  'plan_id',
  'plan_name',
  'room_id',
  'room_name',
  'checkin_date',
  'checkout_date',
] as const;

type TagVariable = (typeof TAG_VARIABLES)[number];
export type TagValues = Readonly<Record<TagVariable, string>>;

/** The variables' values of a finished booking (the booking-completed event's detail). */
export function tagValues(detail: BookingCompletedDetail): TagValues {
  const values = {} as Record<TagVariable, string>;
  for (const name of TAG_VARIABLES) values[name] = String(detail[name]);
  return values;
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

function fill(text: string, values: TagValues, encode: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? encode(values[name as TagVariable]) : whole,
  );
}

/**
 * A value inside a script's string literal: every character that could end the literal, the
 * script or the line is a `\u` escape, so a hotel or plan name cannot become code.
 */
export function scriptValue(value: string): string {
  return value.replace(
    /[\\'"`<>&\u2028\u2029\n\r$]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Attributes that hold addresses (a tracking pixel's `src`): values go in URL-encoded. */
const URL_ATTRIBUTES = new Set(['src', 'href', 'action', 'data']);

function fillElement(element: Element, values: TagValues): void {
  for (const attribute of [...element.attributes]) {
    const encode = URL_ATTRIBUTES.has(attribute.name) ? encodeURIComponent : (v: string) => v;
    attribute.value = fill(attribute.value, values, encode);
  }
}

/**
 * The hotel's tags as live nodes: top-level `<script>`s are made anew (parsed ones never run)
 * with their text filled for a script and the page's nonce; other markup (a `<noscript>` pixel)
 * is copied with its attributes and text filled as text. Nested scripts stay inert.
 */
export function tagNodes(doc: Document, html: string, values: TagValues, nonce?: string): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (node instanceof HTMLScriptElement) {
      const script = doc.createElement('script');
      for (const attribute of [...node.attributes]) {
        if (attribute.name !== 'nonce') script.setAttribute(attribute.name, attribute.value);
      }
      fillElement(script, values);
      script.text = fill(node.text, values, scriptValue);
      if (nonce) script.nonce = nonce;
      return script;
    }
    const copy = doc.importNode(node, true);
    if (copy instanceof Element) {
      fillElement(copy, values);
      for (const inner of copy.querySelectorAll('*')) fillElement(inner, values);
    }
    const walker = doc.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      text.nodeValue = fill(text.nodeValue ?? '', values, (v) => v);
    }
    return copy;
  });
}

const fired = new Set<string>();

/**
 * Runs the hotel's conversion tags for one finished booking, once per reservation number in
 * this page: head tags at the end of `<head>`, body tags at the start of `<body>` (where tag
 * managers ask for them). Hosted, they run only with the nonce the server gave this page (no
 * nonce: the hotel has no tags, or the page was opened without its hotel code).
 */
export function runTrackingTags(
  doc: Document,
  tags: { head_tags: string; body_tags: string },
  detail: BookingCompletedDetail,
  nonce: string | undefined,
): void {
  if (fired.has(detail.transaction_id) || (!tags.head_tags.trim() && !tags.body_tags.trim())) {
    return;
  }
  fired.add(detail.transaction_id);
  const values = tagValues(detail);
  doc.head.append(...tagNodes(doc, tags.head_tags, values, nonce));
  doc.body.prepend(...tagNodes(doc, tags.body_tags, values, nonce));
}

/** The nonce the server gave the hosted page (on its module script); browsers hide it from
 *  attribute reads, the `nonce` property keeps it. */
export function pageNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
