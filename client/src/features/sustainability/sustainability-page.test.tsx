import type { Goal, SustainabilityStats } from '@contract/sustainability.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  wears: i === 11 ? 7 : 0,
}));

const stats: SustainabilityStats = {
  avgCostPerWear: 12.5,
  utilizationRate: 67,
  totalItems: 3,
  totalWears: 7,
  usageTiers: [
    { key: 'never', label: 'Never worn', count: 1 },
    { key: 'light', label: '1–5 wears', count: 2 },
    { key: 'regular', label: '6–20 wears', count: 0 },
    { key: 'loved', label: '20+ wears', count: 0 },
  ],
  wardrobeValue: 15000,
  pricedItems: 2,
  mostWorn: { id: 'a', name: 'Navy blazer', thumbnailUrl: null, timesWorn: 5, costPerWear: 20 },
  bestValue: { id: 'a', name: 'Navy blazer', thumbnailUrl: null, timesWorn: 5, costPerWear: 20 },
  monthlyWears: months,
  daysSinceNewItem: 28,
  achievements: [{ key: 'first-wear', title: 'First Wear Logged', description: 'x', earned: true }],
  estimates: { kgCo2eSaved: 0, litresSaved: 0, moneySaved: 0, extraWears: 0 },
};

const goal: Goal = {
  id: '50000000-0000-4000-8000-000000000001',
  userId: ada.id,
  goalType: 'wear-each',
  title: 'Wear everything twice',
  description: null,
  targetValue: 2,
  currentValue: 1,
  progress: 33,
  progressLabel: '1 of 3 pieces worn 2+ times',
  targetDate: null,
  isCompleted: false,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function renderPage(goals: Goal[], routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/sustainability/stats': () => json(200, stats),
    'GET /api/sustainability/goals': () => json(200, goals),
    ...routes,
  });
  renderApp({ path: '/sustainability' });
  return { ...mock, user: userEvent.setup() };
}

const value = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Your Fashion Impact', () => {
  it('shows the user’s own numbers, not sample content', async () => {
    renderPage([]);
    await screen.findByRole('heading', { name: 'Your Fashion Impact' }, { timeout: 5000 });
    await screen.findByText('Total Items', { selector: 'dt' });
    expect(value('Avg Cost per Wear')).toBe('$12.50');
    expect(value('Utilization Rate')).toBe('67%');
    expect(value('Total Items')).toBe('3');
    expect(value('Total Wears')).toBe('7');
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getAllByText('Navy blazer')).toHaveLength(2);
    expect(screen.getByText(/days no new items/).textContent).toContain('28');
    expect(screen.getByText('7 wears in 12 months')).toBeInTheDocument();
    expect(screen.getAllByText('Estimate')).toHaveLength(3);
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(achievements).toHaveTextContent('1 of 1 earned');
    expect(within(achievements).getByText('First Wear Logged')).toBeInTheDocument();
  });

  it('charts the wears per month from the stats, with a summary and a table', async () => {
    renderPage([]);
    const chart = await screen.findByRole(
      'img',
      { name: '7 wears in the last 12 months; most in December 2025 (7 wears)' },
      { timeout: 5000 },
    );
    const bars = within(chart).getAllByTestId('bar');
    expect(bars).toHaveLength(12);
    expect(Number(bars[11]!.getAttribute('height'))).toBeGreaterThan(
      Number(bars[0]!.getAttribute('height')),
    );
    const table = screen.getByRole('table', { name: 'Wears per month' });
    const december = within(table).getByRole('rowheader', { name: 'December 2025' });
    expect(december.closest('tr')).toHaveTextContent('7');
    // Under the chart: this month, the busiest month and the monthly average (7 / 12 ≈ 1).
    expect(value('This month')).toBe('7');
    expect(value('Busiest, December')).toBe('7');
    expect(value('Monthly average')).toBe('1');
  });

  it('shows goals with their measured progress and sets a new one', async () => {
    const { user, requests } = renderPage([goal], {
      'POST /api/sustainability/goals': () => json(201, { ...goal, id: 'x', title: 'Pause' }),
    });
    const goals = await screen.findByRole(
      'region',
      { name: 'Sustainability Goals' },
      { timeout: 5000 },
    );
    expect(await within(goals).findByText('1 of 3 pieces worn 2+ times')).toBeInTheDocument();
    expect(within(goals).getByText('33%')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Set New Goal' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Set New Goal' });
    const submit = within(dialog).getByRole('button', { name: 'Set Goal' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Title *'), 'Pause');
    await user.type(within(dialog).getByLabelText('Wears per piece *'), '3');
    await user.click(submit);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      goalType: 'wear-each',
      title: 'Pause',
      targetValue: 3,
      targetDate: null,
    });
  });

  it('edits a goal with a PATCH that keeps its type', async () => {
    const { user, requests } = renderPage([goal], {
      [`PATCH /api/sustainability/goals/${goal.id}`]: () => json(200, { ...goal, targetValue: 4 }),
    });
    await user.click(
      await screen.findByRole('button', { name: `Edit ${goal.title}` }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Goal' });
    const target = within(dialog).getByLabelText('Wears per piece *');
    expect(target).toHaveValue(2);
    await user.clear(target);
    const save = within(dialog).getByRole('button', { name: 'Save Goal' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(target, '4');
    await user.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      title: 'Wear everything twice',
      targetValue: 4,
      targetDate: null,
    });
  });
});
