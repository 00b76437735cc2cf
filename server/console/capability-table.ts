import {
  CAPABILITY_NAMES,
  type Capability,
  can,
  STAFF_ROLES,
} from '../../src/rules/console/capabilities.ts';

/**
 * The roles × capabilities table of server/README.md ("Hotel console"), drawn from the data in
 * src/rules/console/capabilities.ts (columns padded as the README's other tables); a test
 * checks the README shows exactly this.
 */
export function capabilityTable(): string {
  const rows: string[][] = [
    ['capability', ...STAFF_ROLES.map((r) => r.replace('_', ' '))],
    ...CAPABILITY_NAMES.map((c: Capability) => [
      `\`${c}\``,
      ...STAFF_ROLES.map((r) => (can(r, c) ? 'yes' : '–')),
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
