import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils.ts';
import {
  isEntryActive,
  isRouteActive,
  sidebarEntries,
  type NavEntry,
  type NavLink,
} from './nav-items.ts';

const rowClassName =
  'group/row flex w-full items-center gap-3 rounded-lg text-[14px] text-sidebar-foreground transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground';
const activeRowClassName =
  'bg-card font-medium text-foreground shadow-soft hover:bg-card hover:text-foreground dark:bg-sidebar-accent';
const focusClassName = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

interface EntryProps {
  currentPath: string;
  onNavigate?: () => void;
}

function NavItemLink({
  link,
  active,
  nested = false,
  onNavigate,
}: {
  link: NavLink;
  active: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const Icon = link.icon;
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      data-active={active}
      className={cn(
        rowClassName,
        focusClassName,
        nested ? 'h-9 px-2.5 text-[13.5px]' : 'h-10 px-3',
        active && activeRowClassName,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'size-[18px] shrink-0 text-muted-foreground',
          nested && 'size-4',
          active && 'text-brand',
        )}
      />
      <span className="truncate">{link.label}</span>
    </Link>
  );
}

function NavParent({ entry, currentPath, onNavigate }: EntryProps & { entry: NavEntry }) {
  const active = isEntryActive(currentPath, entry);
  const [open, setOpen] = useState(active);
  // Open the group when one of its pages becomes current (e.g. reached from the bottom bar).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }

  const pagesId = useId();
  const toggle = () => setOpen((wasOpen) => !wasOpen);
  const Icon = entry.icon;
  const ownActive = entry.href !== undefined && isRouteActive(currentPath, entry.href);
  const chevron = (
    <ChevronDown
      aria-hidden="true"
      className={cn(
        'size-4 text-muted-foreground transition-transform duration-200',
        open && 'rotate-180',
      )}
    />
  );

  return (
    <li>
      {entry.href === undefined ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={pagesId}
          onClick={toggle}
          data-active={active}
          className={cn(
            rowClassName,
            focusClassName,
            'h-10 cursor-pointer px-3',
            active && 'font-medium text-foreground',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn('size-[18px] shrink-0 text-muted-foreground', active && 'text-brand')}
          />
          <span className="flex-1 truncate text-left">{entry.label}</span>
          {chevron}
        </button>
      ) : (
        <div
          data-active={active}
          className={cn(rowClassName, 'pr-1', active && activeRowClassName)}
        >
          <Link
            href={entry.href}
            onClick={onNavigate}
            aria-current={ownActive ? 'page' : undefined}
            className={cn(
              'flex h-10 min-w-0 flex-1 items-center gap-3 rounded-lg pl-3',
              focusClassName,
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn('size-[18px] shrink-0 text-muted-foreground', active && 'text-brand')}
            />
            <span className="truncate">{entry.label}</span>
          </Link>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={pagesId}
            onClick={toggle}
            aria-label={`${entry.label} pages`}
            className={cn(
              'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-sidebar-accent',
              focusClassName,
            )}
          >
            {chevron}
          </button>
        </div>
      )}
      {/* Opens by growing its grid row from 0fr to 1fr (index.css): a height animation with
          nothing to measure; a measured one forced a layout of the whole page while the app
          started. */}
      {open && (
        <div id={pagesId} className="grid animate-nav-group-open motion-reduce:animate-none">
          <div className="min-h-0 overflow-hidden">
            <ul className="mt-0.5 ml-[1.3rem] flex flex-col gap-0.5 border-l border-sidebar-border py-0.5 pl-2.5">
              {entry.children?.map((child) => (
                <li key={child.href}>
                  <NavItemLink
                    link={child}
                    nested
                    active={isRouteActive(currentPath, child.href)}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}

/** The sidebar's links (spec §2 Layout); `onNavigate` lets the phone drawer close after a tap. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const [currentPath] = useLocation();
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
      <ul className="flex flex-col gap-0.5">
        {sidebarEntries.map((entry) =>
          entry.children ? (
            <NavParent
              key={entry.label}
              entry={entry}
              currentPath={currentPath}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.label}>
              <NavItemLink
                link={{ label: entry.label, href: entry.href ?? '/', icon: entry.icon }}
                active={isEntryActive(currentPath, entry)}
                onNavigate={onNavigate}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
