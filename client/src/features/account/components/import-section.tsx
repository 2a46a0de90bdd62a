import { IMPORT_MAX_BYTES, type ImportSummary } from '@contract/account.ts';
import { CheckCircle2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useImportData } from '../api.ts';
import { summaryLines } from '../import-summary.ts';
import { formatBytes } from '@contract/sizes.ts';
import { SettingsSection } from '@/components/settings-section.tsx';
import { TransferBar } from './transfer-bar.tsx';

/** "Import data": an export zip is added to this account, with a summary of what came in. */
export function ImportSection() {
  const input = useRef<HTMLInputElement>(null);
  const importData = useImportData();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const uploaded = progress !== null && progress.total > 0 && progress.done >= progress.total;

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      toast({
        title: 'Import failed',
        description: `The file is larger than ${formatBytes(IMPORT_MAX_BYTES)}.`,
        variant: 'destructive',
      });
      return;
    }
    setSummary(null);
    setProgress({ done: 0, total: file.size });
    importData.mutate(
      { file, onProgress: (done, total) => setProgress({ done, total }) },
      {
        onSuccess: (result) => {
          setSummary(result);
          toast({ title: 'Import complete', description: summaryLines(result).join(', ') });
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <SettingsSection
      icon={Upload}
      title="Import data"
      description="Add the contents of an export zip to this account. Everything in it is added next to what you already have; nothing is replaced. A damaged or foreign file is refused as a whole."
    >
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-label="Export zip to import"
        onChange={onChoose}
      />
      <Button
        variant="outline"
        disabled={importData.isPending}
        onClick={() => input.current?.click()}
      >
        {importData.isPending ? (
          <Spinner className="size-4 text-current" decorative />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {importData.isPending ? 'Importing…' : 'Import data'}
      </Button>
      {progress &&
        (uploaded ? (
          <p className="mt-4 text-sm text-muted-foreground" role="status">
            Checking the file and adding your data…
          </p>
        ) : (
          <TransferBar label="Uploaded" done={progress.done} total={progress.total} />
        ))}
      {summary && (
        <div className="mt-4 rounded-xl border bg-muted/40 p-4" data-testid="import-summary">
          <p className="flex items-center gap-2 text-sm font-medium">
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
            Added to your account
          </p>
          <ul className="mt-2 grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
            {summaryLines(summary).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </SettingsSection>
  );
}
