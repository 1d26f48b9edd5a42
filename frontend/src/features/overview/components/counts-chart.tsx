import { BarChart } from '@mantine/charts';
import classes from './chart-figure.module.css';
import { EmptyState } from '../../../components/loading-state';
import type { LabelledCount } from '../api/stats';

/** Horizontal bars of counts by label (verification results, failure codes), with each count as text too. */
export function CountsChart({
  counts,
  seriesName,
  emptyTitle,
}: {
  counts: LabelledCount[];
  seriesName: string;
  emptyTitle: string;
}) {
  if (counts.length === 0) return <EmptyState title={emptyTitle} />;
  const data = counts.map((entry) => ({ label: entry.label, [seriesName]: entry.count }));
  return (
    <figure aria-label={counts.map((entry) => `${entry.label}: ${entry.count}`).join(', ')} className={classes.figure}>
      <BarChart
        h={Math.max(120, counts.length * 40)}
        data={data}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 150 }}
        xAxisProps={{ allowDecimals: false }}
        series={[{ name: seriesName, color: 'teal.7' }]}
        withBarValueLabel
        gridAxis="none"
      />
    </figure>
  );
}
