import type * as v from 'valibot';
import { type ReactNode, useState } from '../../../react.ts';
import {
  type ConsoleForm,
  ErrorSummary,
  SubmitButton,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { type ListValues, listErrors, withItem, withoutItem } from './list-values.ts';
import { reasonText } from './reason-text.ts';

/**
 * One of the hotel's lists (policies, extras) as a form: an item per fieldset, Add and Remove,
 * and Save, which sends the whole list (checked by the contract first; a refusal goes to its
 * field). Adding or removing draws the form afresh with what was typed.
 */
export function ListEditor<S extends v.GenericSchema>({
  title,
  itemTitle,
  schema,
  initial,
  empty,
  toInput,
  save,
  fields,
}: {
  readonly title: string;
  readonly itemTitle: (index: number) => string;
  readonly schema: S;
  readonly initial: ListValues;
  /** An empty item's values (as item 0). */
  readonly empty: ListValues;
  readonly toInput: (values: ListValues, count: number) => unknown;
  readonly save: (body: v.InferOutput<S>) => Promise<ListValues>;
  readonly fields: (form: ConsoleForm<ListValues>, index: number) => ReactNode;
}) {
  const count = (values: ListValues) =>
    new Set(Object.keys(values).map((name) => name.split('.')[1])).size;
  const [state, setState] = useState({ values: initial, round: 0, saved: false });
  const redraw = (values: ListValues, saved = false) =>
    setState((current) => ({ values, round: current.round + 1, saved }));
  return (
    <Editor
      key={state.round}
      title={title}
      itemTitle={itemTitle}
      schema={schema}
      initial={state.values}
      count={count(state.values)}
      saved={state.saved}
      toInput={toInput}
      fields={fields}
      onAdd={(values, n) => redraw(withItem(values, n, empty))}
      onRemove={(values, index) => redraw(withoutItem(values, index))}
      onSubmit={async (body) => redraw(await save(body), true)}
    />
  );
}

function Editor<S extends v.GenericSchema>(props: {
  readonly title: string;
  readonly itemTitle: (index: number) => string;
  readonly schema: S;
  readonly initial: ListValues;
  readonly count: number;
  readonly saved: boolean;
  readonly toInput: (values: ListValues, count: number) => unknown;
  readonly fields: (form: ConsoleForm<ListValues>, index: number) => ReactNode;
  readonly onAdd: (values: ListValues, count: number) => void;
  readonly onRemove: (values: ListValues, index: number) => void;
  readonly onSubmit: (body: v.InferOutput<S>) => Promise<void>;
}) {
  const t = useCT();
  const { count } = props;
  const form = useConsoleForm({
    initial: props.initial,
    schema: props.schema,
    toInput: (values: ListValues) => props.toInput(values, count),
    reasonText,
    errorCodes: { 9409: 'settings.lists.inUse' },
    onSubmit: props.onSubmit,
  });
  const view = { ...form, errors: listErrors(form.errors) };
  return (
    <form onSubmit={form.submit} noValidate className="cs-section">
      <h2>{props.title}</h2>
      <ErrorSummary form={view} />
      {props.saved ? (
        <p className="cs-notice" role="status">
          {t('settings.lists.saved')}
        </p>
      ) : null}
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className="cs-section">
          <legend>{props.itemTitle(index)}</legend>
          {props.fields(view, index)}
          <button
            type="button"
            className="cs-button cs-danger"
            onClick={() => props.onRemove(form.values, index)}
          >
            {t('settings.lists.remove', { item: props.itemTitle(index) })}
          </button>
        </fieldset>
      ))}
      <div className="cs-actions">
        <button type="button" className="cs-button" onClick={() => props.onAdd(form.values, count)}>
          {t('settings.lists.add')}
        </button>
        <SubmitButton form={view}>{t('settings.lists.save')}</SubmitButton>
      </div>
    </form>
  );
}
