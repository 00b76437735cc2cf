import type en from '../../locales/en.json';

/** A message id: any key of `locales/en.json` (the reference locale). */
export type MessageId = keyof typeof en;

/** A locale's messages: flat ids → ICU MessageFormat strings. */
export type Messages = Readonly<Record<string, string>>;
