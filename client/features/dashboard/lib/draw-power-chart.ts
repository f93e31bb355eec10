import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

export type PowerChartData = {
  /** The hours' labels ("00" .. "23"). */
  labels: string[];
  /** Kroner per kWh, one per hour. */
  values: number[];
  /** The index of the hour now, drawn in a stronger colour; -1 when today is not shown. */
  current: number;
  formatValue: (kroner: number) => string;
};

// Only the parts a bar chart uses, imported by name so the bundler leaves the rest of chart.js out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const BAR = '#93c5fd';
const CURRENT = '#1d4ed8';

/**
 * Draws today's prices by hour on `canvas` and returns what removes it. The power widget imports
 * this module with import() when it first shows, so chart.js stays out of the dashboard's chunk.
 */
export function drawPowerChart(canvas: HTMLCanvasElement, data: PowerChartData): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: data.labels,
      datasets: [
        {
          data: data.values,
          backgroundColor: data.values.map((_, index) => (index === data.current ? CURRENT : BAR)),
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { ticks: { color: '#334155', maxRotation: 0, autoSkipPadding: 6 } },
        y: {
          beginAtZero: true,
          ticks: { color: '#334155', maxTicksLimit: 4, callback: (value) => data.formatValue(Number(value)) },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => data.formatValue(Number(item.raw)) } },
      },
    },
  });
  return () => chart.destroy();
}
