import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid.tsx';

// happy-dom lays nothing out: every row of the grid measures ROW px tall, as in a browser.
const ROW = 300;
const pieces = Array.from({ length: 1000 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Piece ${i + 1}`,
}));

function Grid({ count = pieces.length, virtualFrom }: { count?: number; virtualFrom?: number }) {
  return (
    <VirtualGrid
      label="Pieces"
      items={pieces.slice(0, count)}
      getKey={(piece) => piece.id}
      columns={{ 0: 2, 768: 3, 1280: 4 }}
      rowClassName="gap-x-3 pb-3"
      estimateRowHeight={() => ROW}
      virtualFrom={virtualFrom}
      renderItem={(piece) => <a href={`#${piece.id}`}>{piece.name}</a>}
    />
  );
}

const names = () => screen.queryAllByRole('link').map((link) => link.textContent);

/** Scrolls the window to `y` and lets the grid catch up (it reads the scroll in a frame). */
async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('VirtualGrid', () => {
  beforeEach(() => {
    // A laptop's window: 1,024 px wide (three columns), 768 px tall.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(768);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.index ? ROW : 0;
    });
    // The list starts at the top of the page, wherever the window has scrolled.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: -window.scrollY }) as DOMRect,
    );
    // Nor does it size anything: the rows are measured when they mount, as above.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('builds the rows on screen, then those near it, and says where each item stands', async () => {
    render(<Grid />);
    // Three rows on screen, three pieces a row; the three rows beyond its edge a frame at a time.
    expect(names()).toEqual(pieces.slice(0, 9).map((piece) => piece.name));
    await waitFor(() => expect(names()).toEqual(pieces.slice(0, 18).map((piece) => piece.name)));
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.getByRole('list', { name: 'Pieces' }).style.height).toBe(`${334 * ROW}px`);
  });

  it('builds the rows the window scrolls to and lets go of the others', async () => {
    render(<Grid />);
    await scrollTo(100 * ROW);
    const shown = names();
    expect(shown).toContain('Piece 301');
    expect(shown).not.toContain('Piece 1');
    expect(shown.length).toBeLessThanOrEqual(30);
    await scrollTo(333 * ROW);
    expect(names().at(-1)).toBe('Piece 1000');
  });

  it('catches up with a scroll a row a frame, so a fling spreads its work over frames', async () => {
    // Frames run only when the test says: each one shows how much a single frame builds.
    const frames = new Map<number, FrameRequestCallback>();
    let nextFrame = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++nextFrame, callback);
      return nextFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    const frame = () =>
      act(() => {
        const due = [...frames.values()];
        frames.clear();
        for (const callback of due) callback(performance.now());
      });

    render(<Grid />);
    expect(names()).toHaveLength(9);
    frame(); // opened: the three rows beyond the screen are now wanted, none built yet
    expect(names()).toHaveLength(9);
    const counts = [];
    for (let i = 0; i < 4; i++) {
      frame();
      counts.push(names().length);
    }
    // Three pieces (one row of three) a frame, then nothing left to build.
    expect(counts).toEqual([12, 15, 18, 18]);

    // Two rows down: the two rows now wanted below come one a frame.
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 2 * ROW, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(names()).toHaveLength(18);
    frame();
    expect(names()).toHaveLength(21);
    frame();
    expect(names()).toHaveLength(24);
    expect(names().at(-1)).toBe('Piece 24');

    // A jump far down builds the rows on screen at once, and those around them over the frames.
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 100 * ROW, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(names()).toEqual(pieces.slice(300, 309).map((piece) => piece.name));
    frame();
    expect(names()).toHaveLength(15);
    expect(names()[0]).toBe('Piece 298');
  });

  it('keeps the row holding focus while it scrolls away', async () => {
    render(<Grid />);
    const first = screen.getByRole('link', { name: 'Piece 1' });
    act(() => first.focus());
    fireEvent.focus(first);
    await scrollTo(100 * ROW);
    expect(screen.getByRole('link', { name: 'Piece 1' })).toBe(first);
    expect(document.activeElement).toBe(first);
    expect(names()).toContain('Piece 301');
  });

  it('follows the window’s width: two columns on a phone', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    render(<Grid />);
    expect(names()).toHaveLength(6);
    await waitFor(() => expect(names()).toHaveLength(12));
  });

  it('puts a list shorter than virtualFrom in the page whole', () => {
    render(<Grid count={90} virtualFrom={100} />);
    expect(names()).toHaveLength(90);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', '90');
  });
});
