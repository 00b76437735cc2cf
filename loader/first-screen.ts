/**
 * The inline first screen's reserved height (the README's snippet), kept in src/rules so the
 * provider's console builds the same snippet (src/rules/embed-snippets.ts).
 */
export {
  FIRST_SCREEN_BASE,
  FIRST_SCREEN_STEPS,
  firstScreenHeight,
} from '../src/rules/first-screen-height.ts';
