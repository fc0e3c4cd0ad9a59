import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  colour: string;
  values: number[];
}

interface DailyChartProps {
  /** UTC days `YYYY-MM-DD`, one per point. */
  days: string[];
  series: ChartSeries[];
  locale: string;
  /** The legend's name of the x value (the day). */
  dayTitle: string;
  /** Money series: axis values with two decimals. */
  money?: boolean;
  testId: string;
}

const HEIGHT = 240;

/** A per-day line chart drawn by uPlot (loaded with the reports page only). */
export default function DailyChart({
  days,
  series,
  locale,
  money,
  testId,
  dayTitle,
}: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const number = new Intl.NumberFormat(locale, money ? { minimumFractionDigits: 2 } : {});
      const dayLabel = new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const axis = {
        stroke: '#8c8c8c',
        grid: { stroke: '#f0f0f0', width: 1 },
        ticks: { show: false },
        font: '11px system-ui, sans-serif',
      };
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          scales: { x: { time: false } },
          series: [
            { label: dayTitle, value: (_u, v) => (v == null ? '' : (days[v] ?? '')) },
            ...series.map((s) => ({
              label: s.label,
              stroke: s.colour,
              width: 2,
              fill: `${s.colour}1a`,
              value: (_u: uPlot, v: number | null) => (v == null ? '' : number.format(v)),
            })),
          ],
          axes: [
            {
              ...axis,
              space: 60,
              values: (_u, ticks) =>
                ticks.map((t) => {
                  const day = days[Math.round(t)];
                  return Number.isInteger(t) && day ? dayLabel.format(new Date(day)) : '';
                }),
            },
            { ...axis, size: 70, values: (_u, ticks) => ticks.map((t) => number.format(t)) },
          ],
        },
        [days.map((_, index) => index), ...series.map((s) => s.values)],
        element,
      );
      resize = new ResizeObserver(() =>
        chart?.setSize({ width: element.clientWidth, height: HEIGHT }),
      );
      resize.observe(element);
    });
    return () => {
      cancelled = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [days, series, locale, money, dayTitle]);
  return <div ref={box} data-testid={testId} style={{ minHeight: HEIGHT + 40 }} />;
}
