import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

async function openAuthPage() {
  const user = userEvent.setup();
  const app = renderApp({ path: '/auth' });
  await screen.findByRole('tab', { name: 'Login' });
  return { user, ...app };
}

function toastRegion() {
  return screen.findByRole('region', { name: /Notifications/ });
}

describe('auth page', () => {
  it('opens on the Login tab and switches to Sign Up', async () => {
    mockFetch(userRoute(null));
    const { user } = await openAuthPage();

    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));

    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('requires username and password before signing in, without calling the server', async () => {
    const { requests } = mockFetch(userRoute(null));
    const { user } = await openAuthPage();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.url === '/api/login')).toHaveLength(0);
  });

  it('applies the contract username and password rules on sign-up before any round trip', async () => {
    const { requests } = mockFetch(userRoute(null));
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'a b');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText(/Username may contain only letters/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/register')).toHaveLength(0);
  });

  it('shows "Signing in..." while the login is pending, then goes to /', async () => {
    const login = deferred<Response>();
    const { requests } = mockFetch({ ...userRoute(null), 'POST /api/login': () => login.promise });
    const { user, currentPath } = await openAuthPage();

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(requests.find((request) => request.url === '/api/login')).toMatchObject({
      method: 'POST',
      body: { username: 'ada', password: 'correct horse' },
      credentials: 'include',
    });

    login.resolve(json(200, ada));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('toasts "Login failed" with the server message when the login is refused', async () => {
    mockFetch({
      ...userRoute(null),
      'POST /api/login': () => json(401, { message: 'Invalid username or password' }),
    });
    const { user, currentPath } = await openAuthPage();

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const toasts = await toastRegion();
    expect(await within(toasts).findByText('Login failed')).toBeInTheDocument();
    expect(within(toasts).getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(currentPath()).toBe('/auth');
  });

  it('signs up with the optional fields, shows "Creating account...", then goes to /', async () => {
    const register = deferred<Response>();
    const { requests } = mockFetch({
      ...userRoute(null),
      'POST /api/register': () => register.promise,
    });
    const { user, currentPath } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(requests.find((request) => request.url === '/api/register')?.body).toEqual({
      username: 'ada',
      password: 'correct horse',
      email: null,
      firstName: 'Ada',
      lastName: null,
    });

    register.resolve(json(201, { ...ada, lastName: null, email: null }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('toasts "Registration failed" with the server message when the username is taken', async () => {
    mockFetch({
      ...userRoute(null),
      'POST /api/register': () => json(409, { message: 'Username already exists' }),
    });
    const { user } = await openAuthPage();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toasts = await toastRegion();
    expect(await within(toasts).findByText('Registration failed')).toBeInTheDocument();
    expect(within(toasts).getByText('Username already exists')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled(),
    );
  });
});
