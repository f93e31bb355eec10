import type { ExpenseCategory } from '@shared/schemas/costs';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { CATEGORY_COLOURS } from './chart-data';

export type CostsChartData = {
  months: string[];
  series: { category: ExpenseCategory; label: string; values: number[] }[];
  /** The tooltip's and axis' text for a value in kroner. */
  formatValue: (kroner: number) => string;
};

// Only the parts a bar chart uses, imported by name so the bundler leaves the rest of chart.js out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * Draws the stacked bar chart on `canvas` and returns what removes it. The costs section imports
 * this module with import() when the chart first shows, so chart.js is a chunk of its own that
 * neither the first screen nor the costs list waits for (decision 038).
 */
export function drawCostsChart(canvas: HTMLCanvasElement, data: CostsChartData): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: data.months,
      datasets: data.series.map((series) => ({
        label: series.label,
        data: series.values,
        backgroundColor: CATEGORY_COLOURS[series.category],
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { stacked: true, ticks: { color: '#334155' } },
        y: {
          stacked: true,
          beginAtZero: true,
          ticks: { color: '#334155', callback: (value) => data.formatValue(Number(value)) },
        },
      },
      plugins: {
        legend: { position: 'bottom', labels: { color: '#0f172a' } },
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${data.formatValue(Number(item.raw))}`,
          },
        },
      },
    },
  });
  return () => chart.destroy();
}
