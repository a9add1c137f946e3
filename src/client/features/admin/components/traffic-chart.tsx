// Daily visitors and generations as lines (uPlot, a small canvas chart library). Loaded lazily by
// the Traffic tab, so neither the home page nor the other tabs carry it. The numbers are also in
// the table beside it: the canvas is a picture for sighted owners, labelled as such.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrafficPoint {
  day: string;
  visitors: number;
  names: number;
  covers: number;
}

const SERIES = [
  { label: 'Visitors', stroke: '#2563eb' },
  { label: 'Names generated', stroke: '#16a34a' },
  { label: 'Covers generated', stroke: '#c026d3' },
] as const;

export default function TrafficChart({ points }: { points: readonly TrafficPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000),
      points.map((p) => p.visitors),
      points.map((p) => p.names),
      points.map((p) => p.covers),
    ];
    const plot = new uPlot(
      {
        width: Math.max(300, el.clientWidth),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        series: [{}, ...SERIES.map((s) => ({ label: s.label, stroke: s.stroke, width: 2 }))],
        axes: [{}, { size: 60 }],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(300, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points]);
  return <div ref={box} role="img" aria-label="Chart of daily visitors, names generated and covers generated; the same numbers are in the table below" data-testid="admin-traffic-chart" />;
}
