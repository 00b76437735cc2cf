import type { Locale } from '../rules/locales.ts';
import { type AppIntl, createAppIntl } from './create-intl.ts';
import type { Messages } from './messages.ts';

/**
 * A locale's intl that can take its later messages without being replaced. Replacing it (a new
 * `intl` in I18nProvider's context) redraws every component that translates: the whole widget,
 * main-thread time on the hotel's page for texts the screen does not show (issue 23). So the
 * later part is added to the same messages object; only if something on screen asked for one of
 * its texts before it came (and so shows an id) does the caller make a new intl, the redraw
 * that fixes it.
 */
export interface LiveIntl {
  readonly locale: Locale;
  readonly intl: AppIntl;
  /**
   * Adds the later part in place (once; false afterwards). True if a text asked for before was
   * missing and is in it: the screen shows ids, so the caller must redraw.
   */
  addLater(later: Messages): boolean;
}

/**
 * With `onMissing`, the intl lacks its later part: `onMissing` is told (once, after the render
 * that asked: it starts a load and, later, a state update) that a text was asked for before it
 * came. Without, the messages are whole: nothing is recorded or added.
 */
export function createLiveIntl(
  locale: Locale,
  messages: Messages,
  onMissing?: () => void,
): LiveIntl {
  let missed = onMissing && new Set<string>();
  const intl = createAppIntl(
    locale,
    messages,
    onMissing &&
      ((id) => {
        if (missed?.size === 0) queueMicrotask(onMissing);
        missed?.add(id);
      }),
  );
  return {
    locale,
    intl,
    addLater(later) {
      const asked = missed;
      missed = undefined;
      if (!asked) return false;
      Object.assign(intl.messages, later);
      return [...asked].some((id) => Object.hasOwn(later, id));
    },
  };
}
