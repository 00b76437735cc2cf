import { useEffect, useRef, useState } from '../../../react.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';

/** One line or bar series of a chart. */
export interface ChartSeries {
  readonly label: string;
  readonly values: readonly number[];
  readonly colour: string;
  readonly bars?: boolean;
}

/**
 * A chart of series over labelled days, drawn by uPlot (loaded when the first chart is drawn,
 * never with the console's first load), and the same numbers as a table: the canvas is hidden
 * from assistive technology, the table is the chart's text. `format` writes a value.
 */
export function Chart({
  title,
  labels,
  series,
  format,
}: {
  readonly title: string;
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly format: (value: number) => string;
}) {
  const t = useCT();
  const box = useRef<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void } | null = null;
    let gone = false;
    import('uplot').then(
      ({ default: UPlot }) => {
        if (gone) return;
        const paths = UPlot.paths.bars?.({ size: [0.6, 40] });
        chart = new UPlot(
          {
            width: Math.max(280, element.clientWidth),
            height: 220,
            scales: { x: { time: false } },
            axes: [
              {
                values: (_u: unknown, splits: number[]) =>
                  splits.map((i) => (Number.isInteger(i) ? (labels[i] ?? '') : '')),
              },
              { values: (_u: unknown, splits: number[]) => splits.map((v) => format(v)), size: 70 },
            ],
            series: [
              {},
              ...series.map((s) => ({
                label: s.label,
                stroke: s.colour,
                width: 2,
                ...(s.bars && paths ? { paths, fill: s.colour } : {}),
                value: (_u: unknown, v: number | null) => (v === null ? '—' : format(v)),
              })),
            ],
          },
          [labels.map((_, i) => i), ...series.map((s) => [...s.values])],
          element,
        );
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [labels, series, format]);
  return (
    <section className="cs-chart" aria-label={title}>
      <h2>{title}</h2>
      <div className="cs-chart-canvas" ref={box} aria-hidden="true" />
      {failed ? <p className="cs-alert">{t('dashboard.chartFailed')}</p> : null}
      <details>
        <summary>{t('dashboard.numbers')}</summary>
        <div className="cs-table-wrap">
          <table className="cs-table">
            <caption className="cs-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.day')}</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
