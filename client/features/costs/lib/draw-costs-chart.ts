import type { ExpenseCategory } from '@shared/schemas/expenses';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { CATEGORY_COLOURS } from './chart-data';

export type CostsChartData = {
  months: string[];
  series: { category: ExpenseCategory; label: string; values: number[] }[];
  /** The tooltip's and axis' text for a value in kroner. */
  formatValue: (kroner: number) => string;
};

/**
 * Draws the stacked bar chart on `canvas` and returns what removes it. chart.js is imported here,
 * when the chart is first drawn, so it is a chunk of its own that neither the first screen nor
 * the costs list waits for; only the parts a bar chart uses are registered (decision 038).
 */
export async function drawCostsChart(canvas: HTMLCanvasElement, data: CostsChartData): Promise<() => void> {
  const { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } = await import(
    'chart.js'
  );
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
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
