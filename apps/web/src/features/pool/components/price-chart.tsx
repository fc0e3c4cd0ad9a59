import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatChartTime, formatCoinPrice } from '../coin-format';
import styles from './coin-view.module.css';

interface PriceChartProps {
  points: { at: number; price: string }[];
  days: number;
  scale: number;
  locale: string;
  label: string;
}

const HEIGHT = 200;
const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The price line of a period, drawn with uPlot on a canvas as wide as its card. */
export function PriceChart({ points, days, scale, locale, label }: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colour = cssColour('--cm-primary', '#e64340');
    const axis = {
      stroke: cssColour('--cm-text-3', '#999'),
      grid: { stroke: '#f0f0f0', width: 1 },
      ticks: { show: false },
      font: '11px system-ui, sans-serif',
    };
    const digits = Math.min(scale, 2);
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        series: [{}, { stroke: colour, width: 2, fill: `${colour}1f`, points: { show: false } }],
        axes: [
          {
            ...axis,
            size: 30,
            space: 70,
            values: (_u, ticks) => ticks.map((t) => formatChartTime(t, days, locale)),
          },
          {
            ...axis,
            size: 52,
            values: (_u, ticks) => ticks.map((t) => formatCoinPrice(String(t), digits, locale)),
          },
        ],
      },
      [points.map((p) => p.at), points.map((p) => Number(p.price))],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, days, scale, locale]);
  return (
    <div
      ref={box}
      className={styles.chart}
      role="img"
      aria-label={label}
      data-testid="price-chart"
      data-points={points.length}
    />
  );
}
