import { useEffect } from '../../../react.ts';

/**
 * The dashboard's styles, adopted beside the shell's (the console's policy allows no inline
 * `<style>`): figures in a grid, and what uPlot's canvases need of CSS (its wrapper, layers and
 * cursor), written here because the console's build bundles no stylesheets.
 */
const CSS = `
.cs-kpis{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.75rem;
margin:0 0 1.25rem;padding:0;list-style:none}
.cs-kpis li{background:var(--cs-card);border:1px solid var(--cs-line);border-radius:8px;padding:.75rem}
.cs-kpis strong{display:block;font-size:1.4rem}
.cs-chart{background:var(--cs-card);border:1px solid var(--cs-line);border-radius:8px;
padding:1rem;margin:0 0 1.25rem;min-width:0}
.cs-chart h2{margin-block-start:0}
.cs-chart-canvas{min-height:220px;overflow:hidden}
.uplot,.uplot *{box-sizing:border-box}
.uplot{width:min-content;line-height:1.5}
.u-wrap{position:relative;user-select:none}
.u-over,.u-under,.u-axis{position:absolute}
.u-under{overflow:hidden}
.uplot canvas{display:block;position:relative;width:100%;height:100%}
.u-legend{font-size:.85rem;margin:.25rem auto;text-align:center}
.u-legend th,.u-legend td{padding:0 .5rem}
.u-legend .u-marker{width:1em;height:1em;margin-inline-end:4px;display:inline-block;
vertical-align:middle}
.u-select{background:rgba(0,0,0,.07);position:absolute;pointer-events:none}
.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none}
.u-hz .u-cursor-x{height:100%;border-right:1px dashed #607d8b}
.u-hz .u-cursor-y{width:100%;border-bottom:1px dashed #607d8b}
.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;border:0 solid;pointer-events:none}
.u-off{display:none}
`;

let adopted = false;

/** Adopts the styles once per page, when the dashboard is first drawn. */
export function useDashboardStyles(): void {
  useEffect(() => {
    if (adopted || typeof CSSStyleSheet === 'undefined') return;
    adopted = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, []);
}
