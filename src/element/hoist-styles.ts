/**
 * Moves the `style` attributes of server-drawn markup into rules of its stylesheet. The loader
 * puts the markup into the hotel's page with `innerHTML`, and a page whose Content-Security-
 * Policy forbids inline styles would drop those attributes (the hotel's colours, the hidden
 * sign-in placeholder); an adopted stylesheet is allowed. Each becomes `data-s="N"` and a rule
 * of `!important` declarations, which, like an inline style, no other rule of the sheet beats.
 */
export function hoistStyles(html: string): { html: string; css: string } {
  const rules: string[] = [];
  const out = html.replace(/ style="([^"]*)"/g, (_, value: string) => {
    const n = rules.length;
    rules.push(`[data-s="${n}"]{${important(unescapeAttribute(value))}}`);
    return ` data-s="${n}"`;
  });
  return { html: out, css: rules.join('\n') };
}

/** React escapes these in attribute values (react-dom/server's escapeTextForBrowser). */
function unescapeAttribute(value: string): string {
  return value.replace(/&(quot|#x27|lt|gt|amp);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === '#x27' ? "'" : name === 'lt' ? '<' : name === 'gt' ? '>' : '&',
  );
}

/** `a:b;c:d` → `a:b!important;c:d!important` (React writes declarations without spaces). */
function important(declarations: string): string {
  return declarations
    .split(';')
    .filter((declaration) => declaration.trim())
    .map((declaration) => `${declaration}!important`)
    .join(';');
}
