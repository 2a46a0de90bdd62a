import { formatBytes } from '@contract/sizes.ts';
import { HardDrive } from 'lucide-react';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useStorageUsage } from '../api.ts';
import { SettingsSection } from '@/components/settings-section.tsx';

/** From this share of the quota on, the bar and its words warn. */
const NEARLY_FULL = 0.9;

/** What the account's photos and uploads take of what it may keep. */
export function StorageSection() {
  const usage = useStorageUsage();
  const used = usage.data?.usedBytes ?? 0;
  const quota = usage.data?.quotaBytes ?? 1;
  const share = used / quota;
  return (
    <SettingsSection
      icon={HardDrive}
      title="Storage"
      description="Your photos (with their thumbnails and cut-outs) and uploads. Deleting a piece or a photo makes room."
    >
      {usage.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : usage.isError ? (
        <p className="text-sm text-muted-foreground">Storage use could not be loaded.</p>
      ) : (
        <div className="grid gap-2" data-testid="storage-usage">
          <Progress
            value={Math.round(share * 100)}
            aria-label="Storage used"
            className={share >= NEARLY_FULL ? '[&>div]:bg-destructive' : undefined}
          />
          <p className="text-sm tabular-nums">
            {/* formatBytes rounds a transfer's first bytes up to 1 KB; nothing stored is nothing. */}
            <span className="font-medium">{used === 0 ? '0 KB' : formatBytes(used)}</span>
            <span className="text-muted-foreground"> of {formatBytes(quota)} used</span>
            {share >= 1 ? (
              <span className="text-destructive"> · Full: new photos are refused</span>
            ) : share >= NEARLY_FULL ? (
              <span className="text-destructive"> · Nearly full</span>
            ) : null}
          </p>
        </div>
      )}
    </SettingsSection>
  );
}
