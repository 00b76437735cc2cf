import type { MailLocale } from './messages/index.ts';
import { isRtl, languageTag } from './messages/index.ts';

/** A piece of a guest e-mail; the text and HTML bodies are both rendered from these. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'link'; lead: string; url: string }
  /** Something to copy exactly (a password): its own line, left to right even in Arabic. */
  | { kind: 'code'; text: string }
  | { kind: 'list'; title: string; items: string[] };

function textOf(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return b.text;
    case 'lines':
      return b.lines.join('\n');
    case 'link':
      return `${b.lead}\n${b.url}`;
    case 'code':
      return b.text;
    case 'list':
      return [b.title, ...b.items.map((i) => `- ${i}`)].join('\n');
  }
}

export const renderText = (blocks: readonly MailBlock[]): string => blocks.map(textOf).join('\n\n');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Hotel, room and guest names come from people: everything is escaped, nothing trusted. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function htmlOf(b: MailBlock): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(b.text)}</p>`;
    case 'lines':
      return `<p>${b.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'link':
      // A URL reads left to right even inside Arabic text.
      return `<p>${escapeHtml(b.lead)}<br><a href="${escapeHtml(b.url)}" dir="ltr">${escapeHtml(b.url)}</a></p>`;
    case 'code':
      return `<p><code dir="ltr" style="font-size:1.25em;letter-spacing:0.05em">${escapeHtml(b.text)}</code></p>`;
    case 'list':
      return `<p>${escapeHtml(b.title)}</p><ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  }
}

/** A complete HTML document in the guest's language and direction. */
export function renderHtml(locale: MailLocale, subject: string, blocks: readonly MailBlock[]) {
  const body = blocks.map(htmlOf).join('\n');
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  return [
    '<!doctype html>',
    `<html lang="${languageTag(locale)}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:sans-serif;line-height:1.5">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
}
