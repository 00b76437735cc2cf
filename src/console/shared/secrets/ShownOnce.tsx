import { CopyButton } from '../../features/embed/CopyButton.tsx';

/**
 * A secret the server hands out once (an API key, a password, a signing secret, a secret
 * address): shown with what it is for and a copy button, announced as it appears. The server
 * keeps only a hash or a sealed copy, so the page is the one place it can be read.
 */
export function ShownOnce(props: {
  /** Why it must be copied now (e.g. "Copy it now: it is not shown again"). */
  readonly note: string;
  /** What is shown, e.g. user name and password on two lines. */
  readonly shown: string;
  /** What the button copies (the secret itself); the shown text when left out. */
  readonly copy?: string;
  readonly copyLabel: string;
}) {
  return (
    <div className="cs-secret" role="status">
      <p>{props.note}</p>
      <pre className="cs-code">{props.shown}</pre>
      <CopyButton text={props.copy ?? props.shown} label={props.copyLabel} />
    </div>
  );
}
