import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { cn } from '@/lib/utils.ts';
import { paths } from '@/lib/paths.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserBlock } from './user-block.tsx';

/** Logo, navigation and the user block: the desktop sidebar and the phone drawer share it. */
export function SidebarContent({
  onNavigate,
  className,
}: {
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex h-full flex-col', className)}>
      <div className="px-5 pt-6 pb-4">
        <Link
          href={paths.home}
          onClick={onNavigate}
          className="inline-flex rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandLogo />
        </Link>
      </div>
      <SidebarNav onNavigate={onNavigate} />
      <UserBlock onNavigate={onNavigate} />
    </div>
  );
}
