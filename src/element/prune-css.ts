/**
 * Leaves out of the server's drawing the rules it cannot use: the widget's stylesheet is the
 * whole widget's (the header, banners, errors, every lazily loaded screen the server has drawn
 * so far), and a drawing is one screen with no script to add a class to it. A rule stays when
 * one of its selectors names only classes the markup has (classes inside a functional pseudo-
 * class such as `:has()` or `:not()` are not asked for: they may be absent on purpose). At-rules
 * other than `@media`, `@supports` and `@container`, whose rules are pruned in turn, stay whole.
 * The CSS is the widget's own (no strings or comments holding braces).
 */
export function pruneCss(css: string, html: string): string {
  const classes = new Set<string>();
  for (const [, list = ''] of html.matchAll(/ class="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return prune(css, classes);
}

/** The class names a selector asks for outside parentheses. */
function namedClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** Splits a selector list at its top-level commas (not those inside `:is(a,b)`). */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

function prune(css: string, classes: ReadonlySet<string>): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    // The block's end: its matching brace.
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
    }
    const body = css.slice(open + 1, end - 1);
    if (/^@(media|supports|container)\b/.test(prelude)) {
      const inner = prune(body, classes);
      if (inner) out += `${prelude}{${inner}}\n`;
    } else if (
      prelude.startsWith('@') ||
      selectors(prelude).some((selector) =>
        namedClasses(selector).every((name) => classes.has(name)),
      )
    ) {
      out += `${prelude}{${body}}\n`;
    }
    i = end;
  }
  return out;
}
