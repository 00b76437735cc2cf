import { type CodeMapping, CodeMappingSchema } from '../../../api/contract/console/connectivity.ts';
import {
  getAlpineBitsCodeMap,
  putAlpineBitsCodeMap,
} from '../../../api/contract/endpoints/console-connectivity.ts';
import { useState } from '../../../react.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { FailureAlert } from '../../shared/load/FailureAlert.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { reasonText } from '../settings/reason-text.ts';

type Kind = CodeMapping['kind'];
const ourCode = (m: CodeMapping): string =>
  m.kind === 'room_type' ? m.room_type_code : m.hotel_plan_code;

/** One mapping from the form's flat values (our code goes to the kind's own field). */
function mappingOf(values: { kind: string; external_code: string; code: string }): unknown {
  return values.kind === 'rate_plan'
    ? { kind: 'rate_plan', external_code: values.external_code, hotel_plan_code: values.code }
    : { kind: 'room_type', external_code: values.external_code, room_type_code: values.code };
}

/**
 * The channel manager's codes for this hotel's room types and rate plan families (AlpineBits):
 * listed, added one at a time and removed; each change saves the whole mapping.
 */
export function CodeMapSection({ hotel }: { readonly hotel: string }) {
  const t = useCT();
  const call = useConsoleCall();
  const [failure, setFailure] = useState<unknown>(null);
  const map = useLoad(
    (signal) => call(getAlpineBitsCodeMap, { params: { hotel }, signal }).then((a) => a.data),
    [call, hotel],
  );
  const current = (): CodeMapping[] =>
    (map.state.status === 'ready' ? map.state.data : []).map(({ id: _id, ...m }) => m);
  const save = (mappings: CodeMapping[]) =>
    call(putAlpineBitsCodeMap, { params: { hotel }, body: { mappings } });
  const form = useConsoleForm({
    initial: { kind: 'room_type', external_code: '', code: '' },
    schema: CodeMappingSchema,
    toInput: mappingOf,
    reasonText,
    onSubmit: async (mapping) => {
      await save([...current(), mapping]);
      map.reload();
    },
  });
  const remove = (index: number) => {
    setFailure(null);
    save(current().filter((_, i) => i !== index)).then(() => map.reload(), setFailure);
  };
  const kinds: readonly Kind[] = ['room_type', 'rate_plan'];
  return (
    <section aria-labelledby="connectivity-codes">
      <h2 id="connectivity-codes">{t('connectivity.codes.title')}</h2>
      <p>{t('connectivity.codes.intro')}</p>
      <FailureAlert failure={failure} />
      <LoadStatus state={map.state} retry={map.reload}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('connectivity.codes.none')}</p>
          ) : (
            <div className="cs-table-wrap">
              <table className="cs-table">
                <thead>
                  <tr>
                    <th scope="col">{t('connectivity.codes.external')}</th>
                    <th scope="col">{t('connectivity.codes.kind')}</th>
                    <th scope="col">{t('connectivity.codes.ours')}</th>
                    <th scope="col">
                      <span className="cs-visually-hidden">{t('connectivity.codes.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((m, index) => (
                    <tr key={m.id}>
                      <th scope="row">
                        <bdi className="cs-code">{m.external_code}</bdi>
                      </th>
                      <td>{t(`connectivity.codes.kind.${m.kind}`)}</td>
                      <td>
                        <bdi className="cs-code">{ourCode(m)}</bdi>
                      </td>
                      <td>
                        <button
                          type="button"
                          className="cs-button cs-danger"
                          onClick={() => remove(index)}
                        >
                          {t('connectivity.codes.remove', { code: m.external_code })}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadStatus>
      <form onSubmit={form.submit} noValidate>
        <ErrorSummary form={form} />
        <SelectField
          form={form}
          name="kind"
          label={t('connectivity.codes.kind')}
          options={kinds.map((k) => ({ value: k, label: t(`connectivity.codes.kind.${k}`) }))}
        />
        <TextField form={form} name="external_code" label={t('connectivity.codes.external')} />
        <TextField
          form={form}
          name="code"
          label={t('connectivity.codes.ours')}
          hint={t('connectivity.codes.oursHint')}
        />
        <SubmitButton form={form}>{t('connectivity.codes.add')}</SubmitButton>
      </form>
    </section>
  );
}
