import type { FileDownload } from './use-file-download.ts';

/**
 * A download's progress and outcome (see `useFileDownload`): a polite live region that says the
 * file is being prepared, then holds the save link; an alert region for a failure. Both regions
 * are always rendered, because screen readers announce changes only in a region already there.
 * The texts are the feature's own.
 */
export function DownloadStatus(props: {
  file: FileDownload;
  /** Shown while the file is fetched. */
  preparing: string;
  /** The preparing note's class (the features style their notes differently). */
  preparingClassName: string;
  /** The save link's text for the file's name. */
  save: (filename: string) => string;
  /** Said with the save link, if anything (how to open the file). */
  readyNote?: ((filename: string) => string) | undefined;
  /** Shown when the file could not be fetched. */
  failed: string;
}) {
  const { state, linkRef } = props.file;
  return (
    <>
      <div aria-live="polite">
        {state.status === 'loading' && (
          <p className={props.preparingClassName}>{props.preparing}</p>
        )}
        {state.status === 'ready' && (
          <p>
            <a ref={linkRef} className="hb-link" href={state.url} download={state.filename}>
              {props.save(state.filename)}
            </a>
          </p>
        )}
        {state.status === 'ready' && props.readyNote && (
          <p data-testid="download-note">{props.readyNote(state.filename)}</p>
        )}
      </div>
      <div role="alert">
        {state.status === 'failed' && <p className="hb-error">{props.failed}</p>}
      </div>
    </>
  );
}
