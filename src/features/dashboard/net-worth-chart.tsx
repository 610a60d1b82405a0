import { Group } from '@visx/group';
import { Arc } from '@visx/shape';

export interface RadialBar {
  key: string;
  /** 0 to 100. */
  percent: number;
  color: string;
}

const SIZE = 160;
const BAR = 14;
const GAP = 6;

/** Concentric radial bars (visx): one ring per bar, filled clockwise to its percentage. */
export function NetWorthChart({ bars, label }: { bars: RadialBar[]; label: string }) {
  const outer = SIZE / 2;
  return (
    <svg
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      data-testid="net-worth-chart"
      // A flex item beside the legend: it keeps its size instead of shrinking and clipping its ring.
      style={{ flexShrink: 0 }}
    >
      <Group top={outer} left={outer}>
        {bars.map((bar, i) => {
          const outerRadius = outer - i * (BAR + GAP);
          const innerRadius = outerRadius - BAR;
          const end = (Math.min(100, Math.max(0, bar.percent)) / 100) * 2 * Math.PI;
          return (
            <Group key={bar.key} data-testid={`net-worth-bar-${bar.key}`} data-percent={bar.percent}>
              <Arc
                innerRadius={innerRadius}
                outerRadius={outerRadius}
                startAngle={0}
                endAngle={2 * Math.PI}
                fill="#919EAB"
                fillOpacity={0.2}
              />
              {end > 0 ? (
                <Arc
                  innerRadius={innerRadius}
                  outerRadius={outerRadius}
                  startAngle={0}
                  endAngle={end}
                  cornerRadius={BAR / 2}
                  fill={bar.color}
                />
              ) : null}
            </Group>
          );
        })}
      </Group>
    </svg>
  );
}
