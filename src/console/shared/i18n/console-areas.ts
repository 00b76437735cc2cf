import type { ConsoleMessageId } from './console-messages.ts';

/**
 * The console's texts are grouped by the first part of their id (`inventory.calendar.title`:
 * area `inventory`). These areas load with the shell, in the locale's first chunk: the frame,
 * forms, errors, languages, roles and the sign-in pages every visit may start on. Every other
 * area loads with the routes that declare it (src/console/routes.ts `areas`), in a chunk of its
 * own per locale (scripts/rollup-precompile-messages.mjs reads this list). Every route's title
 * also loads with the shell: the navigation shows them all.
 */
export const SHELL_AREAS = ['shell', 'form', 'error', 'language', 'role', 'auth'] as const;

type AreaOf<Id> = Id extends `${infer Area}.${string}` ? Area : never;

/** An area whose texts load with the routes that name it, not with the shell. */
export type ConsoleArea = Exclude<AreaOf<ConsoleMessageId>, (typeof SHELL_AREAS)[number]>;
