import type { ConsoleForm, FormValues } from '../../shared/form/index.ts';
import type { FieldOf } from '../../shared/form/use-console-form.ts';

/**
 * A list chosen with check boxes (`hotel.languages`): one box per choice, named
 * `<list>.<choice>` (`hotel.languages.ja`), and the list's error (none chosen, say) above them, with the first box
 * carrying the list's id so the error summary's link lands there.
 */
export function ChoiceGroup<V extends FormValues>({
  form,
  list,
  legend,
  choices,
}: {
  readonly form: ConsoleForm<V>;
  readonly list: string;
  readonly legend: string;
  readonly choices: readonly { readonly name: FieldOf<V, boolean>; readonly label: string }[];
}) {
  const error = form.errors[list];
  const listId = form.fieldId(list);
  form.labels.set(list, legend);
  return (
    <fieldset
      className={error ? 'cs-choices cs-field-invalid' : 'cs-choices'}
      aria-describedby={error ? `${listId}-error` : undefined}
    >
      <legend>{legend}</legend>
      {error ? (
        <p className="cs-error" id={`${listId}-error`}>
          {error}
        </p>
      ) : null}
      {choices.map(({ name, label }, index) => {
        const id = index === 0 ? listId : form.fieldId(name);
        return (
          <span className="cs-check" key={name}>
            <input
              id={id}
              type="checkbox"
              checked={form.values[name] === true}
              onChange={(event) => form.set(name, event.currentTarget.checked as V[typeof name])}
            />
            <label htmlFor={id}>{label}</label>
          </span>
        );
      })}
    </fieldset>
  );
}
