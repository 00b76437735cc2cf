/** The data layer a tag manager reads when the hotel names none (Google Tag Manager's default). */
export const DEFAULT_DATA_LAYER = 'dataLayer';

/**
 * A layer's name: a plain JavaScript identifier, so it can only ever name a global array,
 * never smuggle code or a property path ("a.b", "x();") into the page. Shared by the server
 * (what it answers) and the widget (what it pushes to).
 */
const LAYER_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** Whether a configured name may be used as a data layer's global name. */
export function isDataLayerName(name: unknown): name is string {
  return typeof name === 'string' && LAYER_NAME.test(name);
}
