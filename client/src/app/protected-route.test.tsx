import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, deferred, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

describe('route guard', () => {
  it('shows a spinner while the user loads, and nothing of the page', async () => {
    mockFetch({ 'GET /api/user': () => deferred<Response>().promise });
    renderApp({ path: '/' });

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('redirects to /auth when the server answers 401', async () => {
    mockFetch(userRoute(null));
    const { currentPath } = renderApp({ path: '/' });

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
  });

  it('redirects an unknown path to /auth when nobody is signed in', async () => {
    mockFetch(userRoute(null));
    const { currentPath } = renderApp({ path: '/wardrobe' });

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth');
  });

  it('renders the page inside the layout when a user exists', async () => {
    mockFetch(userRoute(ada));
    const { currentPath } = renderApp({ path: '/' });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('sends a signed-in user from /auth to /', async () => {
    mockFetch(userRoute(ada));
    const { currentPath } = renderApp({ path: '/auth' });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('shows the 404 page inside the layout for a path no feature registered', async () => {
    mockFetch(userRoute(ada));
    renderApp({ path: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
