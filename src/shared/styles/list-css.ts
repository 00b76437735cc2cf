/**
 * A list of cards (the search results, the agency's hotels): added to the widget's stylesheet by
 * the screens that show one, when their chunk loads (the first screen shows none).
 */
export const LIST_CSS = '.hb-list{list-style:none;margin:16px 0 0;padding:0;display:grid;gap:12px}';
