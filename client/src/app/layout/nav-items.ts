import {
  BookHeart,
  CalendarDays,
  House,
  Layers,
  Leaf,
  Luggage,
  Shirt,
  ShoppingBag,
  Sparkles,
  Star,
  Store,
  Tag,
  Users,
  VenetianMask,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths.ts';

export interface NavLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** A sidebar entry: a link, a link with children, or a group (no href) that only holds children. */
export interface NavEntry {
  label: string;
  href?: string;
  icon: LucideIcon;
  children?: NavLink[];
}

/** The sidebar of spec §2, in its order. */
export const sidebarEntries: NavEntry[] = [
  { label: 'Home', href: paths.home, icon: House },
  { label: 'My Wardrobe', href: paths.wardrobe, icon: Shirt },
  { label: 'Style Diary', href: paths.styleDiary, icon: BookHeart },
  {
    label: 'Outfit Generator',
    href: paths.outfitGenerator,
    icon: WandSparkles,
    children: [{ label: 'Alter Egos', href: paths.alterEgos, icon: VenetianMask }],
  },
  { label: 'Outfit Calendar', href: paths.calendar, icon: CalendarDays },
  { label: 'Capsule Wardrobe', href: paths.capsule, icon: Layers },
  { label: 'Packing Lists', href: paths.packingList, icon: Luggage },
  {
    label: 'Shop & Sell',
    icon: Tag,
    children: [
      { label: 'Shopping', href: paths.shopping, icon: ShoppingBag },
      { label: 'Marketplace', href: paths.marketplace, icon: Store },
    ],
  },
  { label: 'Friends Rating', href: paths.friendsRating, icon: Star },
  { label: 'Sustainability', href: paths.sustainability, icon: Leaf },
  { label: 'Community', href: paths.community, icon: Users },
];

/** The phone's bottom bar of spec §2. */
export const bottomBarLinks: NavLink[] = [
  { label: 'Home', href: paths.home, icon: House },
  { label: 'Wardrobe', href: paths.wardrobe, icon: Shirt },
  { label: 'Generate', href: paths.outfitGenerator, icon: Sparkles },
  { label: 'Shopping', href: paths.shopping, icon: ShoppingBag },
  { label: 'Social', href: paths.community, icon: Users },
];

/**
 * Spec §2: a route is active when the path equals it or starts with it. '/' would prefix every
 * path, so it is active only on itself; other routes match whole segments ('/capsule' is not
 * active on '/capsules').
 */
export function isRouteActive(currentPath: string, href: string): boolean {
  if (href === paths.home) return currentPath === paths.home;
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** An entry is active on its own route or on any child's route. */
export function isEntryActive(currentPath: string, entry: NavEntry): boolean {
  if (entry.href !== undefined && isRouteActive(currentPath, entry.href)) return true;
  return entry.children?.some((child) => isRouteActive(currentPath, child.href)) ?? false;
}
