/** Types of the build plugin's exports used from TypeScript (the tests). */
export function laterPrefixes(): string[];
export function precompileMessages(): unknown;
export function consoleShellIds(): {
  readonly areas: ReadonlySet<string>;
  readonly titles: ReadonlySet<string>;
};
