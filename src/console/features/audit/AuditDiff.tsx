import { useConsoleLocale, useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { auditDiff } from './audit-diff.ts';

/** An entry's change as a short list: each changed value, before → after. */
export function AuditDiff({
  before,
  after,
}: {
  readonly before: unknown;
  readonly after: unknown;
}) {
  const t = useCT();
  // The arrow points the way the line reads (Unicode does not mirror arrows for Arabic).
  const arrow = useConsoleLocale().direction === 'rtl' ? '\u2190' : '\u2192';
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <span className="cs-muted">{t('audit.noChange')}</span>;
  return (
    <ul className="cs-diff">
      {rows.map((row) => (
        <li key={row.path}>
          {row.path ? <span className="cs-code">{row.path}: </span> : null}
          {row.before === undefined ? (
            <span className="cs-muted">{t('audit.none')}</span>
          ) : (
            <del className="cs-code">{row.before}</del>
          )}
          <span className="cs-arrow" role="img" aria-label={t('audit.became')}>
            {arrow}
          </span>
          {row.after === undefined ? (
            <span className="cs-muted">{t('audit.none')}</span>
          ) : (
            <ins className="cs-code">{row.after}</ins>
          )}
        </li>
      ))}
    </ul>
  );
}
