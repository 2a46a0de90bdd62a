import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useGridColumns, type ColumnSteps } from '@/lib/use-grid-columns.ts';
import { cn } from '@/lib/utils.ts';

/** From this many entries a list is virtualised where it can grow long (the hundred). */
export const LONG_LIST = 100;

/**
 * Rows built beyond the screen's edge on each side, so a quick scroll or a Tab finds them ready:
 * three of a grid's, six of a list's shorter rows.
 */
const overscanRows = (columns: number) => (columns === 1 ? 6 : 3);
/**
 * Rows built (and let go) a frame at each edge while the range catches up with a scroll: about
 * four items' worth (a laptop grid's row, two of a phone's, four of a list's), so a fast fling on a
 * slow phone spreads its work over frames and still keeps up. A scroll that leaves nothing of the
 * built rows in range (a drag of the scrollbar, a jump to the end, a fling that outran them) builds
 * the rows on screen at once and the rest from the next frame.
 */
const rowsPerFrame = (columns: number) => Math.max(1, Math.round(4 / columns));

/** `from` up to `step` rows nearer to `to`. */
const stepToward = (from: number, to: number, step: number) =>
  from + Math.sign(to - from) * Math.min(step, Math.abs(to - from));

interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Columns from each viewport width up. */
  columns: ColumnSteps;
  /**
   * Spacing: `gap-x-*` between the columns and `pb-*` below each row (the rows are laid out by the
   * virtualiser, which measures each one with its padding).
   */
  rowClassName: string;
  /** A row's height before it is measured, from the width of one column (px). */
  estimateRowHeight: (columnWidth: number) => number;
  /** The list's accessible name, where the heading or region around it does not give one. */
  label?: string;
  /**
   * From how many items on the list is virtualised; below, every item is in the page (a short
   * list gains nothing and keeps find-in-page). 0: always.
   */
  virtualFrom?: number;
  className?: string;
}

const columnsStyle = (columns: number): CSSProperties => ({
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
});

/**
 * A grid (or, with one column, a list) that builds only the rows near the screen: a list of 1,000
 * pieces holds a few dozen cards in the page instead of 1,000, so opening and scrolling it stays
 * within a frame's budget on a phone. It scrolls with the window (the page scrolls as before).
 *
 * What a person relies on is kept: the cards come in reading order (Tab goes card by card, and the
 * rows below are already built when focus reaches the last one), the row holding focus stays built
 * while it scrolls away, and a screen reader hears each item's place ("3 of 1,000":
 * aria-posinset/aria-setsize) although most are not in the page.
 */
export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  const columns = useGridColumns(props.columns);
  if (props.items.length < (props.virtualFrom ?? 0)) {
    const rows = Math.ceil(props.items.length / columns);
    return (
      <div role="list" aria-label={props.label} className={props.className}>
        {Array.from({ length: rows }, (_, row) => (
          <GridRow key={row} {...props} columns={columns} row={row} />
        ))}
      </div>
    );
  }
  return <WindowedGrid {...props} columns={columns} />;
}

function WindowedGrid<T>({
  items,
  getKey,
  renderItem,
  columns,
  rowClassName,
  estimateRowHeight,
  label,
  className,
}: Omit<VirtualGridProps<T>, 'columns'> & { columns: number }) {
  const listRef = useRef<HTMLDivElement | null>(null);
  // Where the list starts in the page: the rows' positions count from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  // The row holding focus, kept built while it scrolls out of view (its card keeps focus).
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rowCount = Math.ceil(items.length / columns);

  // Read again when what is above the list may have moved it: new items (a filter's "Showing 3
  // of 40" line), another column count, anything that resizes the page above it.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((margin) => (Math.abs(top - margin) >= 1 ? top : margin));
    };
    measure();
    const above = list.parentElement;
    if (typeof ResizeObserver === 'undefined' || !above) return;
    const observer = new ResizeObserver(measure);
    for (const sibling of above.children) if (sibling !== list) observer.observe(sibling);
    return () => observer.disconnect();
  }, [items, columns]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (focusedRow !== null && focusedRow < range.count && !rows.includes(focusedRow)) {
        rows.push(focusedRow);
        rows.sort((a, b) => a - b);
      }
      return rows;
    },
    [focusedRow],
  );

  const estimateSize = useCallback(() => {
    const width = listRef.current?.clientWidth ?? window.innerWidth;
    return estimateRowHeight(width / columns);
  }, [columns, estimateRowHeight]);

  // The first render builds the rows on screen only; those beyond its edges follow a frame later,
  // a row at a time, so opening a long list costs no more than what it shows.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize,
    overscan: opened ? overscanRows(columns) : 0,
    scrollMargin,
    rangeExtractor,
    // A row not laid out (in a hidden panel; no layout at all in tests) measures 0: taken as
    // that, every row would fit the screen and all of them would be built.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimateSize(),
    // React batches the re-render a scroll brings, rather than building rows inside the scroll
    // event itself.
    useFlushSync: false,
    // The first render already knows the screen, so it builds the first screen's rows at once.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: useCallback(
      (row: number) => `${columns}:${getKey(items[row * columns] as T)}`,
      [columns, getKey, items],
    ),
  });

  const wanted = virtualizer.getVirtualItems();
  // The rows around the screen: without the focused row when the range extractor added it apart
  // from them (it is built on its own, below).
  const at = wanted.findIndex((row) => row.index === focusedRow);
  const apart =
    at >= 0 &&
    wanted.length > 1 &&
    wanted[at - 1]?.index !== (focusedRow ?? 0) - 1 &&
    wanted[at + 1]?.index !== (focusedRow ?? 0) + 1;
  const around = apart ? wanted.filter((_, index) => index !== at) : wanted;
  const wantedFrom = around[0]?.index ?? 0;
  const wantedTo = around.at(-1)?.index ?? -1;
  const [built, setBuilt] = useState({ from: wantedFrom, to: wantedTo });
  const far = wantedFrom > built.to || wantedTo < built.from || built.to >= rowCount;
  // A jump builds the rows on screen at once and those beyond its edges over the next frames:
  // a list's short rows would otherwise come two dozen in one task.
  const onScreen = virtualizer.range;
  const from = far ? Math.max(wantedFrom, onScreen?.startIndex ?? wantedFrom) : built.from;
  const to = far ? Math.min(wantedTo, onScreen?.endIndex ?? wantedTo) : built.to;
  useEffect(() => {
    if (from === wantedFrom && to === wantedTo) {
      if (built.from !== from || built.to !== to) setBuilt({ from, to });
      return;
    }
    const frame = requestAnimationFrame(() =>
      setBuilt({
        from: stepToward(from, wantedFrom, rowsPerFrame(columns)),
        to: stepToward(to, wantedTo, rowsPerFrame(columns)),
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [built, columns, from, to, wantedFrom, wantedTo]);
  const rows: VirtualItem[] = [];
  for (let index = Math.max(0, from); index <= Math.min(to, rowCount - 1); index++) {
    const row = virtualizer.measurementsCache[index];
    if (row) rows.push(row);
  }
  // The row holding focus, wherever it is (the range extractor keeps it in `wanted`), in its place
  // in the page's order: moving a focused element in the page would take its focus away.
  const focused = wanted[at];
  if (focused && focused.index < from) rows.unshift(focused);
  if (focused && focused.index > to) rows.push(focused);

  function rowOf(target: EventTarget | null): number | null {
    const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
    return row ? Number(row.dataset.index) : null;
  }
  const onFocus = (event: FocusEvent) => setFocusedRow(rowOf(event.target));
  const onBlur = (event: FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) setFocusedRow(null);
  };

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={cn('relative', className)}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {rows.map((row) => (
        <GridRow
          key={row.key}
          items={items}
          getKey={getKey}
          renderItem={renderItem}
          columns={columns}
          rowClassName={rowClassName}
          row={row.index}
          measureRef={virtualizer.measureElement}
          top={row.start - virtualizer.options.scrollMargin}
        />
      ))}
    </div>
  );
}

interface GridRowProps<T> extends Pick<
  VirtualGridProps<T>,
  'items' | 'getKey' | 'renderItem' | 'rowClassName'
> {
  columns: number;
  row: number;
  /** Laid out by the virtualiser: measured, and placed `top` px down the list. */
  measureRef?: (element: HTMLElement | null) => void;
  top?: number;
}

/**
 * One row of the grid: its items, each saying its place in the whole list. Memoised: as the page
 * scrolls only the rows coming into range are built; the others keep their elements untouched.
 */
const GridRow = memo(function GridRow<T>({
  items,
  getKey,
  renderItem,
  columns,
  rowClassName,
  row,
  measureRef,
  top,
}: GridRowProps<T>) {
  const first = row * columns;
  const placed = top !== undefined;
  return (
    <div
      role="none"
      data-index={row}
      ref={measureRef}
      className={cn('grid', placed && 'absolute top-0 left-0 w-full', rowClassName)}
      style={{
        ...columnsStyle(columns),
        ...(placed ? { transform: `translateY(${top}px)` } : {}),
      }}
    >
      {items.slice(first, first + columns).map((item, offset) => (
        <div
          role="listitem"
          key={getKey(item)}
          aria-posinset={first + offset + 1}
          aria-setsize={items.length}
        >
          {renderItem(item, first + offset)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: GridRowProps<T>) => ReactNode;
