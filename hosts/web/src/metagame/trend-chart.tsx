import { Table, Text } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';
import { ApiErrorAlert } from '../components/api-error-alert';
import { LoadingState } from '../components/loading-state';
import type { components } from '../api/openapi';
import { archetypeName, share, windowQuery, type MetaWindow } from './meta-window';

type Trend = components['schemas']['MetaTrend'];

/** Lines drawn: the most played archetypes; the table under the chart lists every one. */
const LINES = 6;
/** Distinct hues, dark enough to stand out on white. */
const COLOURS = ['#1864ab', '#c92a2a', '#2b8a3e', '#862e9c', '#d9480f', '#0b7285'];
const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };

/** GET /meta/trend: share per archetype per ISO week as lines, with the figures in a table below. */
export function TrendChart({ window }: { window: MetaWindow }) {
  const answer = useApi(() => api.GET('/api/v1/meta/trend', { params: { query: windowQuery(window) } }), [window]);
  if (answer.loading && !answer.data) return <LoadingState label="Loading the trend…" />;
  if (!answer.data) return <ApiErrorAlert error={answer.error} title="The trend did not load" />;
  const trend = answer.data;
  if (trend.weeks.length === 0) return <Text>No weeks with decks in this window.</Text>;
  return (
    <>
      <TrendLines trend={trend} />
      <details>
        <summary>Share per week, every archetype</summary>
        <TrendTable trend={trend} />
      </details>
    </>
  );
}

function TrendLines({ trend }: { trend: Trend }) {
  const shown = trend.archetypes.slice(0, LINES);
  const top = Math.max(0.05, ...shown.flatMap((a) => a.points.map((p) => p.share ?? 0)));
  const span = Math.max(1, trend.weeks.length - 1);
  const x = (i: number) => PAD.left + (WIDTH - PAD.left - PAD.right) * (trend.weeks.length === 1 ? 0.5 : i / span);
  const y = (value: number) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - value / top);
  const label = `Share per week of the ${shown.length} most played archetypes, ${trend.weeks[0]!.week} to ${trend.weeks.at(-1)!.week}`;
  return (
    <figure className="trend-figure">
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Trend chart">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="meta-trend-chart">
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="trend-grid" />
              <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className="trend-axis">
                {Math.round(tick * 100)}%
              </text>
            </g>
          ))}
          {trend.weeks.map((w, i) => (
            <text key={w.week} x={x(i)} y={HEIGHT - 6} textAnchor="middle" className="trend-axis">
              {w.week.slice(5)}
            </text>
          ))}
          {shown.map((a, n) => {
            const points = a.points.flatMap((p, i) => (p.share === null ? [] : [`${x(i)},${y(p.share)}`]));
            return (
              <g key={a.archetype ?? ''} stroke={COLOURS[n]} fill={COLOURS[n]}>
                <polyline points={points.join(' ')} fill="none" strokeWidth={2} />
                {points.map((p) => (
                  <circle key={p} cx={p.split(',')[0]} cy={p.split(',')[1]} r={3} />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="trend-legend">
          {shown.map((a, n) => (
            <li key={a.archetype ?? ''}>
              <span className="trend-swatch" style={{ backgroundColor: COLOURS[n] }} aria-hidden />
              {archetypeName(a.archetype)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function TrendTable({ trend }: { trend: Trend }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Share per week">
      <Table data-testid="meta-trend">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Archetype</Table.Th>
            {trend.weeks.map((w) => (
              <Table.Th scope="col" key={w.week}>
                {w.week} ({w.decks})
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trend.archetypes.map((a) => (
            <Table.Tr key={a.archetype ?? ''}>
              <Table.Th scope="row">{archetypeName(a.archetype)}</Table.Th>
              {a.points.map((p, i) => (
                <Table.Td key={trend.weeks[i]!.week}>{share(p.share)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
