import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { useT } from '../../i18n/react.tsx';
import { useEffect, useId, useRef, useState } from '../../react.ts';
import { apiBaseOf } from '../../shared/api/api-base.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { TextField } from '../../shared/form/Field.tsx';
import { receiptNameError, receiptUnicodeError } from '../../shared/guest/receipt.ts';
import type { AccessProof } from './access.ts';
import { fetchReceipt } from './receipt-download.ts';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; filename: string }
  | { status: 'failed' };

/**
 * The receipt (PDF) download. The file is fetched, then offered through an `<a download>`
 * with a blob URL that is clicked for the guest; the link stays visible as a fallback. An
 * optional Taiwan company receipt takes a name (Traditional Chinese) and the 8-digit unified
 * business number, checked with the booking rules.
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
  const [state, setState] = useState<State>({ status: 'idle' });
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const unicodeRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (state.status !== 'ready') return;
    linkRef.current?.click();
    const url = state.url;
    return () => URL.revokeObjectURL(url);
  }, [state]);

  const download = async () => {
    const nameError = receiptNameError(name);
    const unicodeError = receiptUnicodeError(unicode);
    setErrors({
      ...(nameError ? { name: nameError } : {}),
      ...(unicodeError ? { unicode: unicodeError } : {}),
    });
    if (nameError) return nameRef.current?.focus();
    if (unicodeError) return unicodeRef.current?.focus();
    setState({ status: 'loading' });
    const result = await fetchReceipt({
      apiBase: apiBaseOf(props.config),
      number: props.number,
      proof: props.proof,
      ...(name.trim() ? { receiptName: name.trim() } : {}),
      ...(unicode.trim() ? { receiptUnicode: unicode.trim() } : {}),
    });
    setState(
      result.ok
        ? { status: 'ready', url: URL.createObjectURL(result.blob), filename: result.filename }
        : { status: 'failed' },
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
          disabled={state.status === 'loading'}
          onClick={() => void download()}
        >
          {t('manage.receipt.download')}
        </button>
      </div>
      <div aria-live="polite">
        {state.status === 'loading' && (
          <p className="hb-mg-note">{t('manage.receipt.preparing')}</p>
        )}
        {state.status === 'ready' && (
          <p>
            <a ref={linkRef} className="hb-link" href={state.url} download={state.filename}>
              {t('manage.receipt.save', { file: state.filename })}
            </a>
          </p>
        )}
      </div>
      <div role="alert">
        {state.status === 'failed' && <p className="hb-error">{t('manage.receipt.failed')}</p>}
      </div>
    </section>
  );
}
