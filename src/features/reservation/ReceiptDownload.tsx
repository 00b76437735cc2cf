import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useId, useRef, useState } from '../../react.ts';
import { apiBaseOf } from '../../shared/api/api-base.ts';
import { DownloadStatus } from '../../shared/download/DownloadStatus.tsx';
import { useFileDownload } from '../../shared/download/use-file-download.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { receiptNameError, receiptUnicodeError } from '../../shared/guest/receipt.ts';
import type { AccessProof } from './access.ts';
import { fetchReceipt } from './receipt-download.ts';

/**
 * The receipt (PDF) download: fetched, then offered through a link clicked for the guest
 * (`useFileDownload`). An optional Taiwan company receipt takes a name (Traditional Chinese)
 * and the 8-digit unified business number, checked with the booking rules.
 */
export function ReceiptDownload(props: {
  config: WidgetConfig;
  number: string;
  proof: AccessProof;
}) {
  const t = useT();
  const Heading = useHeading(2);
  const id = useId();
  const [name, setName] = useState('');
  const [unicode, setUnicode] = useState('');
  const [errors, setErrors] = useState<{ name?: MessageId; unicode?: MessageId }>({});
  const file = useFileDownload();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const unicodeRef = useRef<HTMLInputElement | null>(null);

  const download = async () => {
    const nameError = receiptNameError(name);
    const unicodeError = receiptUnicodeError(unicode);
    setErrors({
      ...(nameError ? { name: nameError } : {}),
      ...(unicodeError ? { unicode: unicodeError } : {}),
    });
    if (nameError) return nameRef.current?.focus();
    if (unicodeError) return unicodeRef.current?.focus();
    await file.start(() =>
      fetchReceipt({
        apiBase: apiBaseOf(props.config),
        number: props.number,
        proof: props.proof,
        ...(name.trim() ? { receiptName: name.trim() } : {}),
        ...(unicode.trim() ? { receiptUnicode: unicode.trim() } : {}),
      }),
    );
  };

  return (
    <section className="hb-card hb-mg-receipt" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="hb-mg-heading">
        {t('manage.receipt.title')}
      </Heading>
      <details>
        <summary>{t('manage.receipt.company')}</summary>
        <div className="hb-form hb-mg-form">
          <TextField
            label={t('manage.receipt.name')}
            value={name}
            onChange={setName}
            error={errors.name && t(errors.name)}
            maxLength={100}
            inputRef={nameRef}
          />
          <TextField
            label={t('manage.receipt.unicode')}
            value={unicode}
            onChange={setUnicode}
            error={errors.unicode && t(errors.unicode)}
            inputMode="numeric"
            maxLength={8}
            inputRef={unicodeRef}
          />
        </div>
      </details>
      <div className="hb-mg-actions">
        <button
          type="button"
          className="hb-btn hb-btn-quiet"
          disabled={file.state.status === 'loading'}
          onClick={() => void download()}
        >
          {t('manage.receipt.download')}
        </button>
      </div>
      <DownloadStatus
        file={file}
        preparing={t('manage.receipt.preparing')}
        preparingClassName="hb-mg-note"
        save={(filename) => t('manage.receipt.save', { file: filename })}
        failed={t('manage.receipt.failed')}
      />
    </section>
  );
}
