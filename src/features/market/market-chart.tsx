import { Group } from '@visx/group';
import { LinePath } from '@visx/shape';
import type { MarketInstrumentInfo } from '../../contract/market';

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 4;

/** The day's mid prices as a line (visx), scaled to the day's own low and high. */
export default function MarketChart({ info, label }: { info: MarketInstrumentInfo; label: string }) {
  const values = info.points.map((p) => Number(p.mid));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const first = Date.parse(info.points[0]?.at ?? info.dayOpen);
  const last = Date.parse(info.points[info.points.length - 1]?.at ?? '') || first + 1;
  const x = (at: string) => PAD + ((Date.parse(at) - first) / Math.max(last - first, 1)) * (WIDTH - 2 * PAD);
  const y = (mid: string) => PAD + (1 - (Number(mid) - low) / span) * (HEIGHT - 2 * PAD);
  const rising = values[values.length - 1]! >= values[0]!;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid={`market-chart-${info.instrument}`}
    >
      <Group>
        <LinePath
          data={info.points}
          vectorEffect="non-scaling-stroke"
          x={(p) => x(p.at)}
          y={(p) => y(p.mid)}
          stroke={rising ? '#1B7F3B' : '#B42318'}
          strokeWidth={2}
        />
      </Group>
    </svg>
  );
}
