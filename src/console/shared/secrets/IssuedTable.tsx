import { useConsoleIntl } from '../i18n/ConsoleI18n.tsx';

/** One credential made in the console: its label, the part of it that may be shown again. */
export interface Issued {
  readonly key: string;
  readonly label: string;
  /** A user name or a key's prefix: what the hotel's other system shows to tell it apart. */
  readonly code: string;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

/**
 * The credentials made for a hotel (API keys, AlpineBits users) in the server's order: each with
 * its date and, until revoked, a button that revokes it.
 */
export function IssuedTable(props: {
  readonly items: readonly Issued[];
  readonly headings: {
    readonly label: string;
    readonly code: string;
    readonly created: string;
    readonly state: string;
  };
  readonly revokedText: string;
  readonly revokeText: (item: Issued) => string;
  readonly onRevoke: (item: Issued) => void;
}) {
  const intl = useConsoleIntl();
  const { headings } = props;
  return (
    <div className="cs-table-wrap">
      <table className="cs-table">
        <thead>
          <tr>
            <th scope="col">{headings.label}</th>
            <th scope="col">{headings.code}</th>
            <th scope="col">{headings.created}</th>
            <th scope="col">{headings.state}</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={item.key}>
              <th scope="row">{item.label}</th>
              <td>
                <span className="cs-code">{item.code}</span>
              </td>
              <td>
                {intl.formatDate(new Date(item.created_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </td>
              <td>
                {item.revoked_at ? (
                  props.revokedText
                ) : (
                  <button
                    type="button"
                    className="cs-button cs-danger"
                    onClick={() => props.onRevoke(item)}
                  >
                    {props.revokeText(item)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
