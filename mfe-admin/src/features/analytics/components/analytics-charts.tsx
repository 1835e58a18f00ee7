// The only module that imports recharts. The page loads it with `import()` (charts-region.tsx), so
// the library is a chunk of its own, fetched when /analytics has figures to draw and never with the
// other admin pages (docs/decisions/analytics-charts.md).
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import { useTranslation } from '@school/shared';
import { cardFrame } from '@school/shared/ui';
import type { AnalyticsBucket, Currency } from '../../../admin-contracts';
import { formatMoney, minorToDecimal } from '../../../lib/money';
import { bucketLabel, currenciesOf, type CountKey } from '../lib/buckets';

export interface AnalyticsChartsProps {
  buckets: AnalyticsBucket[];
  /** The id of the table with the same figures: every chart names it as its description. */
  tableId: string;
}

/** One bucket as a chart reads it: counts, and per currency the amount in major units (a bar's height) and in minor units (the tooltip's exact text). */
type ChartRow = { label: string; minor: Partial<Record<Currency, number>> } & Partial<Record<CountKey | Currency, number>>;

const CHART_HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/**
 * Series colours from the shell's theme, so every schema and its dark variant colour the charts too.
 * Planned takes the focus colour (blue in light, amber in dark, the same in every schema): the
 * green schema's primary is too close to `success` for planned and completed to tell apart.
 */
const seriesColours = (theme: DefaultTheme): Record<CountKey, string> => ({
  planned: theme.colors.focus,
  completed: theme.colors.success,
  canceled: theme.colors.textMuted,
  paid: theme.colors.success,
  unpaid: theme.colors.danger,
});

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Axis, grid, tooltip and legend looks from the theme, shared by every chart. */
function chartLook(theme: DefaultTheme) {
  return {
    axis: { stroke: theme.colors.border, tick: { fill: theme.colors.textMuted, fontSize: 12 } },
    grid: { stroke: theme.colors.border, strokeDasharray: '3 3', vertical: false },
    tooltip: {
      contentStyle: { background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, color: theme.colors.text },
      labelStyle: { color: theme.colors.text },
      itemStyle: { color: theme.colors.text },
      cursor: { fill: theme.colors.surfaceMuted },
    },
    legend: { wrapperStyle: { color: theme.colors.text, fontSize: 13 } },
    animate: !prefersReducedMotion(),
  };
}

/**
 * Bar charts of the buckets: lessons by status, paid and unpaid lessons, and revenue with one chart
 * per currency (currencies are never added together). Each is a figure named by its caption and
 * described by the table, which stays the screen readers' view of every number; recharts' keyboard
 * layer (arrow keys move the tooltip) stays on for sighted keyboard users.
 */
export function AnalyticsCharts({ buckets, tableId }: AnalyticsChartsProps) {
  const { t, i18n } = useTranslation('admin');
  const theme = useTheme();
  const language = i18n.language;
  const rows = useMemo(
    () =>
      buckets.map((bucket) => {
        const row: ChartRow = {
          label: bucketLabel(bucket.start, language, 'short'),
          minor: {},
          planned: bucket.planned,
          completed: bucket.completed,
          canceled: bucket.canceled,
          paid: bucket.paid,
          unpaid: bucket.unpaid,
        };
        for (const amount of bucket.revenue) {
          row[amount.currency] = Number(minorToDecimal(amount.amount, amount.currency));
          row.minor[amount.currency] = amount.amount;
        }
        return row;
      }),
    [buckets, language],
  );
  const currencies = useMemo(() => currenciesOf(buckets), [buckets]);
  const look = chartLook(theme);
  const colours = seriesColours(theme);
  const described = t('analytics.charts.described');

  const counts = (id: string, title: string, keys: readonly CountKey[]) => (
    <ChartFigure key={id} aria-labelledby={id} aria-describedby={tableId}>
      <figcaption id={id}>{title}</figcaption>
      <BarChart responsive style={{ width: '100%', height: CHART_HEIGHT }} data={rows} title={title} desc={described} margin={MARGIN}>
        <CartesianGrid {...look.grid} />
        <XAxis dataKey="label" {...look.axis} />
        <YAxis allowDecimals={false} width={40} {...look.axis} />
        <Tooltip {...look.tooltip} />
        <Legend {...look.legend} />
        {keys.map((key) => (
          <Bar key={key} dataKey={key} name={t(`analytics.${key}`)} stackId="lessons" fill={colours[key]} isAnimationActive={look.animate} />
        ))}
      </BarChart>
    </ChartFigure>
  );

  const revenue = (currency: Currency) => {
    const id = `analytics-chart-revenue-${currency}`;
    const title = t('analytics.charts.revenue', { currency });
    return (
      <ChartFigure key={id} aria-labelledby={id} aria-describedby={tableId}>
        <figcaption id={id}>{title}</figcaption>
        <BarChart responsive style={{ width: '100%', height: CHART_HEIGHT }} data={rows} title={title} desc={described} margin={MARGIN}>
          <CartesianGrid {...look.grid} />
          <XAxis dataKey="label" {...look.axis} />
          <YAxis width={64} {...look.axis} />
          <Tooltip
            {...look.tooltip}
            formatter={(value, _name, item) => {
              const minor = (item.payload as ChartRow | undefined)?.minor[currency];
              return minor === undefined ? String(value) : formatMoney(minor, currency, language);
            }}
          />
          <Bar dataKey={currency} name={t('analytics.revenue')} fill={theme.colors.primary} isAnimationActive={look.animate} />
        </BarChart>
      </ChartFigure>
    );
  };

  return (
    <Charts>
      {counts('analytics-chart-lessons', t('analytics.charts.lessons'), ['planned', 'completed', 'canceled'])}
      {counts('analytics-chart-payments', t('analytics.charts.payments'), ['paid', 'unpaid'])}
      {currencies.map(revenue)}
    </Charts>
  );
}

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: 12px;
`;

const ChartFigure = styled.figure`
  ${cardFrame}
  margin: 0;
  padding: 12px 16px;
  min-width: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;
