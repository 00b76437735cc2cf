import { useT } from '../../../../i18n/react.tsx';
import { useId, useRef } from '../../../../react.ts';
import { ATTACHMENT_TYPES } from '../../rules/answers.ts';

/** One file the guest picked that is not (yet) an attachment id of the answer. */
export interface PendingFile {
  readonly key: number;
  readonly name: string;
  readonly status: 'uploading' | 'failed';
  /** Why it failed, already translated. */
  readonly reason?: string;
}

const ACCEPT = Object.entries(ATTACHMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

export interface AttachmentsFieldProps {
  /** Uploaded ids (the answer's `attachment_ids`) with the file names known in this tab. */
  readonly attached: readonly { readonly id: string; readonly name: string | undefined }[];
  readonly pending: readonly PendingFile[];
  /** A message about the whole selection (too many files), translated. */
  readonly notice: string | undefined;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  onFiles(files: File[]): void;
  onRemove(id: string): void;
  /** Stops an upload, or dismisses a failed one. */
  onDiscard(key: number): void;
}

/**
 * Image attachments of a free-text answer: a file input (images only, several at once), then
 * each file uploading (stoppable), attached (removable) or refused (with the reason).
 */
export function AttachmentsField(props: AttachmentsFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const describedBy = [hintId, props.notice ? noticeId : undefined, props.describedBy]
    .filter(Boolean)
    .join(' ');
  // The file's row may vanish with the click: the focus goes back to the file input.
  const thenRefocus = (action: () => void) => () => {
    action();
    input.current?.focus();
  };
  return (
    <div className="hb-field">
      <label htmlFor={id}>{t('booking.questions.attachments.label')}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        className="hb-input"
        aria-describedby={describedBy}
        aria-invalid={props.invalid || props.notice ? true : undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so picking the same file again after removing it fires a change.
          event.currentTarget.value = '';
          if (files.length > 0) props.onFiles(files);
        }}
      />
      <p className="hb-sec-note" id={hintId}>
        {t('booking.questions.attachments.hint')}
      </p>
      {props.notice && (
        <p className="hb-error" id={noticeId} role="alert">
          {props.notice}
        </p>
      )}
      {(props.attached.length > 0 || props.pending.length > 0) && (
        <ul className="hb-sec-files" aria-live="polite">
          {props.attached.map((file, i) => {
            const name = file.name ?? t('booking.questions.attachments.unnamed', { number: i + 1 });
            return (
              <li key={file.id} className="hb-sec-file">
                <span>{t('booking.questions.attachments.attached', { name })}</span>
                <FileButton
                  label={t('booking.questions.attachments.remove', { name })}
                  onClick={thenRefocus(() => props.onRemove(file.id))}
                />
              </li>
            );
          })}
          {props.pending.map((file) => (
            <li key={file.key} className="hb-sec-file" data-failed={file.status === 'failed'}>
              {file.status === 'uploading' ? (
                <>
                  <span>{t('booking.questions.attachments.uploading', { name: file.name })}</span>
                  {/* No byte counts: the upload goes through fetch, which reports none. */}
                  <progress aria-label={file.name} />
                </>
              ) : (
                <span role="alert">
                  {t('booking.questions.attachments.failed', {
                    name: file.name,
                    reason: file.reason ?? '',
                  })}
                </span>
              )}
              <FileButton
                label={
                  file.status === 'uploading'
                    ? t('booking.questions.attachments.cancel', { name: file.name })
                    : t('app.dismiss')
                }
                onClick={thenRefocus(() => props.onDiscard(file.key))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A button on one file's row (remove, stop, dismiss). */
function FileButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="hb-btn hb-btn-quiet hb-btn-small" onClick={onClick}>
      {label}
    </button>
  );
}
