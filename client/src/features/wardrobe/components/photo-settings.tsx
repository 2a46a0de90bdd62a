import { Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/error-message.ts';
import { usePreferences, useUpdatePreferences } from '../preferences-api.ts';

/** The wardrobe's photo setting: remove backgrounds automatically (stored per user on the server). */
export function PhotoSettings() {
  const [open, setOpen] = useState(false);
  const preferences = usePreferences({ enabled: open });
  const update = useUpdatePreferences();
  const switchId = useId();
  const hintId = useId();

  function onChange(autoCutout: boolean) {
    update.mutate({ autoCutout });
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Photo settings" className="shrink-0">
          <Settings aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(20rem,calc(100vw-2rem))]">
        <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
          Photos
        </p>
        <div className="mt-2 flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={switchId} className="leading-snug">
              Remove backgrounds automatically
            </Label>
            <p id={hintId} className="text-xs leading-relaxed text-muted-foreground">
              New photos are cut out on this server, with no cloud service. The original is always
              kept: switch any item back in its details.
            </p>
          </div>
          <Switch
            id={switchId}
            aria-describedby={hintId}
            checked={preferences.data?.autoCutout ?? false}
            disabled={!preferences.data}
            onCheckedChange={onChange}
            className="mt-0.5"
          />
        </div>
        {preferences.isError && (
          <p className="mt-3 text-xs text-destructive">{errorMessage(preferences.error)}</p>
        )}
      </PopoverContent>
    </Popover>
  );
}
