import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from './app-layout.tsx';

vi.mock('./sidebar.tsx', () => ({ SidebarContent: () => null }));
vi.mock('./mobile-top-bar.tsx', () => ({ MobileTopBar: () => null }));
vi.mock('./mobile-bottom-bar.tsx', () => ({ MobileBottomBar: () => null }));

describe('AppLayout', () => {
  it('scrolls to the top on a new page but not when an item opens on the same page', () => {
    // Chromium's scrollTo returns a promise; the layout must not hand it to React as a cleanup.
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation((() => Promise.resolve()) as unknown as typeof window.scrollTo);
    const location = memoryLocation({ path: '/wardrobe' });
    render(
      <Router hook={location.hook}>
        <AppLayout>page</AppLayout>
      </Router>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => location.navigate('/wardrobe/7d3c1f1e-2b7a-4c55-9a38-1f0f5d2f1a01'));
    act(() => location.navigate('/wardrobe'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => location.navigate('/outfit-generator'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
