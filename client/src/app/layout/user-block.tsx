import { LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar, AvatarFallback } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { displayName, useAuth, useSignedInUser, userInitials } from '@/features/auth/public.ts';
import { paths } from '@/lib/paths.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** The signed-in person at the foot of the sidebar, with the theme choice, Settings and Logout. */
export function UserBlock({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const { logoutMutation } = useAuth();
  const pending = logoutMutation.isPending;
  return (
    <div className="border-t border-sidebar-border p-3">
      <div className="flex items-center gap-3 rounded-xl px-2 py-2">
        <Avatar className="size-10">
          <AvatarFallback
            data-testid="user-initials"
            className="bg-brand/10 text-[13px] font-semibold text-brand"
          >
            {userInitials(user)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm leading-tight font-medium">{displayName(user)}</p>
          <p className="mt-0.5 truncate text-xs text-muted-foreground">Premium Member</p>
        </div>
        <ThemeToggle />
      </div>
      <Button
        asChild
        variant="ghost"
        className="mt-1 w-full justify-start gap-3 rounded-lg px-3 text-sidebar-foreground hover:bg-sidebar-accent"
      >
        <Link href={paths.settings} onClick={onNavigate}>
          <Settings aria-hidden="true" />
          Settings
        </Link>
      </Button>
      <Button
        variant="ghost"
        className="w-full justify-start gap-3 rounded-lg px-3 text-sidebar-foreground hover:bg-sidebar-accent"
        disabled={pending}
        onClick={() => logoutMutation.mutate()}
      >
        {pending ? (
          <Spinner className="size-4 text-current" decorative />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        {pending ? 'Logging out...' : 'Logout'}
      </Button>
    </div>
  );
}
