import type en from '../../../../locales/console/en.json';

/** A console message id: any key of `locales/console/en.json` (the reference locale). */
export type ConsoleMessageId = keyof typeof en;

/** A value that can fill an ICU placeholder. */
export type ConsoleMessageValue = string | number | boolean | null | undefined | Date;

/** Translate function of the console: `t('shell.signOut')`. */
export type ConsoleTranslate = (
  id: ConsoleMessageId,
  values?: Readonly<Record<string, ConsoleMessageValue>>,
) => string;
