import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useDownloadExport } from '../api.ts';
import { SettingsSection } from '@/components/settings-section.tsx';
import { TransferBar } from './transfer-bar.tsx';

/** "Download my data": one zip with every piece of the user's data and their original photos. */
export function ExportSection() {
  const download = useDownloadExport();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  function start() {
    setProgress({ done: 0, total: 0 });
    download.mutate((done, total) => setProgress({ done, total }), {
      onSuccess: (fileName) => toast({ title: 'Your data is downloaded', description: fileName }),
      onSettled: () => setProgress(null),
    });
  }

  return (
    <SettingsSection
      icon={Download}
      title="Your data"
      description="One zip file with everything you keep here — pieces, outfits, plans, posts, diary — as JSON, and your original photos. Import it into this or another AI Fashion Companion."
    >
      <Button onClick={start} disabled={download.isPending}>
        {download.isPending ? (
          <Spinner className="size-4 text-current" decorative />
        ) : (
          <Download aria-hidden="true" />
        )}
        {download.isPending ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {progress && (
        <TransferBar label="Downloaded" done={progress.done} total={progress.total} estimated />
      )}
    </SettingsSection>
  );
}
