import { useId } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import { niceTop } from "#app/lib/chart-scale.ts";

/**
 * The last 30 days of visits as a bar chart: plain SVG, no library (no JavaScript at all), named
 * for screen readers (role="img" with its title and a description giving the busiest day), and
 * the same figures in a table under it for whoever prefers numbers (WCAG 1.1.1). Scales to the
 * width of its column; bars have a minimum height of 0, days without visits show no bar.
 */
export type ChartDay = { day: string; label: string; views: number };

const WIDTH = 600;
const HEIGHT = 200;
const PADDING = { top: 12, right: 8, bottom: 24, left: 36 };

export function VisitsChart({ days }: { days: ChartDay[] }) {
  const t = useT();
  const id = useId();
  const max = Math.max(0, ...days.map((d) => d.views));
  // A round top for the axis: 1, 2, 5, 10, 20, 50…
  const top = niceTop(max);
  const plotWidth = WIDTH - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const y = (value: number) => PADDING.top + plotHeight - (value / top) * plotHeight;
  return (
    <figure className="visits-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="visits-chart__svg"
      >
        <title id={`${id}-title`}>{t("owner.chartAlt")}</title>
        <desc id={`${id}-desc`}>{t("owner.chartMax", { count: max })}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick} className="visits-chart__tick">
            <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={y(tick)} y2={y(tick)} />
            <text x={PADDING.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) =>
          day.views > 0 ? (
            <rect
              key={day.day}
              className="visits-chart__bar"
              x={PADDING.left + i * slot + slot * 0.15}
              width={slot * 0.7}
              y={y(day.views)}
              height={y(0) - y(day.views)}
              data-views={day.views}
            />
          ) : null,
        )}
        {[0, days.length - 1].map((i) =>
          days[i] ? (
            <text
              key={i}
              className="visits-chart__label"
              x={PADDING.left + i * slot + slot / 2}
              y={HEIGHT - 6}
              textAnchor={i === 0 ? "start" : "end"}
            >
              {days[i].label}
            </text>
          ) : null,
        )}
      </svg>
      <details className="visits-chart__details">
        <summary>{t("owner.tableView")}</summary>
        <table className="owner-table">
          <caption>{t("owner.last30Days")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("owner.date")}</th>
              <th scope="col">{t("owner.visits")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.label}</th>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
