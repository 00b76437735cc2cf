import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  UploadedImageSchema,
} from '../../../api/contract/console/settings.ts';
import { fillPath } from '../../../api/contract/endpoint.ts';
import { uploadConsoleImage } from '../../../api/contract/endpoints/console-settings.ts';
import { useId, useState } from '../../../react.ts';
import { CSRF_HEADER } from '../../shared/api/console-client.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';

/** Why an upload failed, in the staff member's words. */
function failure(status: number): ConsoleMessageId {
  if (status === 413) return 'settings.image.tooLarge';
  if (status === 415) return 'settings.image.notImage';
  if (status === 403) return 'error.forbidden';
  return 'error.server';
}

/**
 * Uploads a logo or favicon (the file's bytes decide its type on the server; 512 KB at most)
 * and hands its address to the form. The multipart body is not JSON, so it is sent here rather
 * than through the console's JSON client, with the same cookie and CSRF header.
 */
export function ImageUpload({
  hotelCode,
  label,
  onUploaded,
}: {
  readonly hotelCode: string;
  readonly label: string;
  readonly onUploaded: (url: string) => void;
}) {
  const t = useCT();
  const id = useId();
  const token = useAtomValue(sessionAtom)?.csrf_token;
  const [state, setState] = useState<{ busy: boolean; error?: ConsoleMessageId }>({
    busy: false,
  });

  const upload = async (file: File) => {
    if (file.size > MAX_IMAGE_BYTES)
      return setState({ busy: false, error: 'settings.image.tooLarge' });
    setState({ busy: true });
    const body = new FormData();
    body.set('file', file);
    try {
      const response = await fetch(fillPath(uploadConsoleImage.path, { hotel: hotelCode }), {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: token ? { [CSRF_HEADER]: token } : {},
      });
      if (!response.ok) return setState({ busy: false, error: failure(response.status) });
      const answer = v.safeParse(UploadedImageSchema, await response.json());
      if (!answer.success) return setState({ busy: false, error: 'error.server' });
      setState({ busy: false });
      onUploaded(answer.output.data.url);
    } catch {
      setState({ busy: false, error: 'error.network' });
    }
  };

  return (
    <div className="cs-field">
      <label htmlFor={id}>{label}</label>
      <p className="cs-hint" id={`${id}-hint`}>
        {t('settings.image.hint')}
      </p>
      {state.error ? (
        <p className="cs-error" id={`${id}-error`} role="alert">
          {t(state.error)}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={state.busy}
        aria-busy={state.busy || undefined}
        aria-describedby={state.error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
