import { atom, type PrimitiveAtom } from 'jotai/vanilla';

/**
 * Features the widget relies on without fallbacks: constructable stylesheets in shadow roots,
 * `structuredClone`, `Intl.PluralRules` and custom elements. A browser lacking any of them gets
 * the obsolete-browser warning (product.md §2); the widget still tries to run.
 */
export function missingFeatures(scope: typeof globalThis = globalThis): string[] {
  const missing: string[] = [];
  const doc = (scope as { Document?: typeof Document }).Document;
  if (!doc || !('adoptedStyleSheets' in doc.prototype)) missing.push('adoptedStyleSheets');
  if (typeof scope.structuredClone !== 'function') missing.push('structuredClone');
  if (typeof scope.Intl?.PluralRules !== 'function') missing.push('Intl.PluralRules');
  if (typeof scope.customElements === 'undefined') missing.push('customElements');
  return missing;
}

/** The guest closed the warning (per instance; it comes back on the next page load). */
export const obsoleteWarningDismissedAtom: PrimitiveAtom<boolean> = atom(false);
