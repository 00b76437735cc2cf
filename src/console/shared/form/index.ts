// The console's form kit: one import for a screen's form.
export { ErrorSummary } from './ErrorSummary.tsx';
export { CheckboxField, SelectField, TextField } from './fields.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export {
  type ConsoleForm,
  type ConsoleFormOptions,
  type FieldOf,
  FormRefusal,
  type FormValues,
  useConsoleForm,
} from './use-console-form.ts';
