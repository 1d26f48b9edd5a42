import { BarChart } from '@mantine/charts';
import classes from './chart-figure.module.css';
import dayjs from 'dayjs';
import type { AdminStats } from '../api/stats';

/** Sign-ups on each of the last 30 days; the total is also said in words for screen readers. */
export function SignUpsChart({ days }: { days: AdminStats['signUpsPerDay'] }) {
  const data = days.map((day) => ({ day: dayjs(day.date).format('D MMM'), 'Sign-ups': day.count }));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure aria-label={`${total} sign-ups in the last ${days.length} days`} className={classes.figure}>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'Sign-ups', color: 'indigo.6' }]}
        tickLine="y"
        gridAxis="y"
        withTooltip
        yAxisProps={{ allowDecimals: false }}
      />
    </figure>
  );
}
