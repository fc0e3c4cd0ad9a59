import { Tooltip } from 'antd';

type Day = { day: string; reports: number; devices: number; amount: string };

/** Revenue per day as bars (an inline SVG: the console ships no chart library). */
export function RevenueChart({ days, label }: { days: Day[]; label: string }) {
  const max = Math.max(0.01, ...days.map((d) => Number(d.amount)));
  const width = 24;
  const height = 140;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${days.length * width} ${height + 20}`}
      style={{ width: '100%', height: 180 }}
    >
      {days.map((d, i) => {
        const h = Math.round((Number(d.amount) / max) * height);
        return (
          <Tooltip key={d.day} title={`${d.day}: ${d.amount} (${d.reports})`}>
            <g>
              <rect
                x={i * width + 4}
                y={height - h}
                width={width - 8}
                height={Math.max(h, 1)}
                fill="#1677ff"
                rx={2}
              />
              {i % 5 === 4 || i === days.length - 1 ? (
                <text
                  x={i * width + width / 2}
                  y={height + 14}
                  fontSize={9}
                  textAnchor="middle"
                  fill="#888"
                >
                  {d.day.slice(5)}
                </text>
              ) : null}
            </g>
          </Tooltip>
        );
      })}
    </svg>
  );
}
