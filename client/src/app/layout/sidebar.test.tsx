import type { PublicUser } from '@contract/auth.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, deferred, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ProtectedRoute } from '../protected-route.tsx';
import { SidebarContent } from './sidebar.tsx';

// The sidebar lives in the signed-in shell, which holds it until the user is known.
const signedIn = (
  <ProtectedRoute>
    <SidebarContent />
  </ProtectedRoute>
);

async function renderSidebar(path: string, user: PublicUser = ada) {
  mockFetch(userRoute(user));
  const app = renderApp({ path, ui: signedIn });
  await screen.findByText('Premium Member');
  return { nav: screen.getByRole('navigation', { name: 'Main' }), ...app };
}

function currentLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('sidebar', () => {
  it('lists the spec entries in order, with the Shop & Sell group holding no link of its own', async () => {
    const { nav } = await renderSidebar('/');
    const labels = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.querySelector('a, button')?.textContent);
    expect(labels).toEqual([
      'Home',
      'My Wardrobe',
      'Style Diary',
      'Outfit Generator',
      'Outfit Calendar',
      'Capsule Wardrobe',
      'Packing Lists',
      'Shop & Sell',
      'Friends Rating',
      'Sustainability',
      'Community',
    ]);
    expect(within(nav).getByRole('button', { name: 'Shop & Sell' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Shop & Sell' })).not.toBeInTheDocument();
  });

  it("marks Home active only on '/' exactly", async () => {
    const { nav } = await renderSidebar('/');
    expect(currentLinks(nav)).toEqual(['Home']);
  });

  it('marks an entry active on a path that starts with its route', async () => {
    const { nav } = await renderSidebar('/wardrobe/123');
    expect(currentLinks(nav)).toEqual(['My Wardrobe']);
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("marks the parent active and opens it on a child's route", async () => {
    const { nav } = await renderSidebar('/alter-egos');

    expect(currentLinks(nav)).toEqual(['Alter Egos']);
    const parentLink = within(nav).getByRole('link', { name: 'Outfit Generator' });
    expect(parentLink.parentElement).toHaveAttribute('data-active', 'true');
    expect(within(nav).getByRole('button', { name: 'Outfit Generator pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the route-less Shop & Sell group and marks it active on one of its children', async () => {
    const { nav } = await renderSidebar('/marketplace');

    const group = within(nav).getByRole('button', { name: 'Shop & Sell' });
    expect(group).toHaveAttribute('data-active', 'true');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(currentLinks(nav)).toEqual(['Marketplace']);
    expect(within(nav).getByRole('link', { name: 'Shopping' })).toBeInTheDocument();
  });

  it('expands and collapses a parent', async () => {
    const user = userEvent.setup();
    const { nav } = await renderSidebar('/');
    const toggle = within(nav).getByRole('button', { name: 'Outfit Generator pages' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Alter Egos' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Alter Egos' })).toHaveAttribute(
      'href',
      '/alter-egos',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the first name, both initials and Premium Member', async () => {
    await renderSidebar('/');
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByTestId('user-initials')).toHaveTextContent(/^AL$/);
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
  });

  it('falls back to the username and its uppercased first letter without a full name', async () => {
    await renderSidebar('/', { ...ada, username: 'zoe', firstName: null, lastName: null });
    expect(screen.getByText('zoe')).toBeInTheDocument();
    expect(screen.getByTestId('user-initials')).toHaveTextContent(/^Z$/);
  });

  it('uses the username initial when only the first name is known', async () => {
    await renderSidebar('/', { ...ada, username: 'mara', firstName: 'Mara', lastName: null });
    expect(screen.getByText('Mara')).toBeInTheDocument();
    expect(screen.getByTestId('user-initials')).toHaveTextContent(/^M$/);
  });

  it('reads "Logging out..." while the logout is pending, then leaves for /auth', async () => {
    const logout = deferred<Response>();
    mockFetch({ ...userRoute(ada), 'POST /api/logout': () => logout.promise });
    const user = userEvent.setup();
    const { currentPath } = renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();

    logout.resolve(new Response(null, { status: 204 }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
    expect(screen.queryByText('Premium Member')).not.toBeInTheDocument();
  });

  it('toasts "Logout failed" when the server refuses', async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/logout': () =>
        new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/', ui: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Logout failed')).toBeInTheDocument();
    expect(within(toasts).getByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
  });
});
