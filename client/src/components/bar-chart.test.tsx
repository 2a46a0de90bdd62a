import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, barHeight } from './bar-chart.tsx';

const data = [
  { label: 'Jan', name: 'January 2026', value: 2 },
  { label: 'Feb', name: 'February 2026', value: 0 },
  { label: 'Mar', name: 'March 2026', value: 8 },
  { label: 'Apr', name: 'April 2026', value: 4 },
];

describe('BarChart', () => {
  it('sizes bars in proportion to the highest value, empty ones as a hairline', () => {
    render(
      <BarChart
        data={data}
        summary="14 wears"
        caption="Wears per month"
        unit="Wears"
        height={136}
      />,
    );
    // 136 px minus the value and label bands leaves a 102 px plot.
    const heights = screen.getAllByTestId('bar').map((bar) => Number(bar.getAttribute('height')));
    expect(heights).toEqual([25.5, 1, 102, 51]);
    expect(heights[2]! / heights[3]!).toBe(2);
  });

  it('is one image with a summary, and a hidden table with every value', () => {
    render(
      <BarChart
        data={data}
        summary="14 wears; most in March"
        caption="Wears per month"
        unit="Wears"
      />,
    );
    expect(screen.getByRole('img', { name: '14 wears; most in March' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Wears per month' });
    expect(within(table).getByRole('columnheader', { name: 'Wears' })).toBeInTheDocument();
    const march = within(table).getByRole('rowheader', { name: 'March 2026' }).closest('tr')!;
    expect(within(march).getByRole('cell')).toHaveTextContent('8');
  });

  it('keeps a floor so a small value stays visible, and never divides by zero', () => {
    expect(barHeight(1, 1000, 100)).toBe(3);
    expect(barHeight(0, 0, 100)).toBe(1);
    expect(barHeight(5, 5, 100)).toBe(100);
  });
});
