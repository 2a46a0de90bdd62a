import type { MorningNotification } from '@contract/notifications.ts';
import { NOTIFICATIONS_OFF_MESSAGE } from '@contract/notifications-values.ts';
import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { LabelledField } from '@/components/labelled-field.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SettingsSection } from '@/components/settings-section.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import {
  useMorningNotification,
  useSaveMorning,
  useSendTest,
  useTurnOffHere,
  useTurnOnHere,
} from './api.ts';
import {
  browserTimeZone,
  knownTimeZones,
  morningFormSchema,
  type MorningFormValues,
} from './morning-form.ts';
import { currentEndpoint, notificationPermission, pushSupported } from './push-device.ts';

const devicesText = (n: number) => (n === 1 ? '1 device' : `${n} devices`);
const zoneText = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Settings: the morning notification (issue 28). Today's look with its forecast at the user's
 * time in their zone, on each device that opted in here; a tap opens the Today card.
 */
export function MorningNotificationSection() {
  const morning = useMorningNotification();
  return (
    <SettingsSection
      icon={BellRing}
      title="Morning notification"
      description="Today’s look with its forecast, every morning at your time. Tapping it opens the Today card."
    >
      <QueryView
        query={morning}
        loading={<Skeleton className="h-32 w-full" />}
        error="Your notification settings could not be loaded."
        errorSize="section"
      >
        {(data) =>
          data.available ? (
            <MorningControls data={data} />
          ) : (
            <p className="text-sm text-muted-foreground">{NOTIFICATIONS_OFF_MESSAGE}.</p>
          )
        }
      </QueryView>
    </SettingsSection>
  );
}

/** This browser's subscription endpoint: undefined while it is read, null for none. */
function useThisDevice() {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const refresh = useCallback(() => {
    currentEndpoint().then(setEndpoint, () => setEndpoint(null));
  }, []);
  useEffect(refresh, [refresh]);
  return { endpoint, refresh };
}

function MorningControls({ data }: { data: MorningNotification }) {
  const device = useThisDevice();
  const turnOn = useTurnOnHere();
  const turnOff = useTurnOffHere();
  const save = useSaveMorning();
  const test = useSendTest();
  const switchId = useId();
  const hintId = useId();

  const supported = pushSupported();
  // Read at each render: a request for permission re-renders through its mutation.
  const permission = notificationPermission();
  const blocked = supported && permission === 'denied';
  const onHere = data.enabled && typeof device.endpoint === 'string';
  const busy = turnOn.isPending || turnOff.isPending || save.isPending;
  const settings = { sendAt: data.sendAt, timeZone: data.timeZone ?? browserTimeZone() };

  function onSwitch(on: boolean) {
    if (on) {
      turnOn.mutate(
        { publicKey: data.publicKey, settings: { ...settings, enabled: true } },
        {
          onSuccess: () =>
            toast({
              title: 'Morning notification on',
              description: `This device gets today’s look at ${settings.sendAt} (${zoneText(settings.timeZone)}).`,
            }),
          onSettled: device.refresh,
        },
      );
    } else {
      turnOff.mutate(undefined, {
        onSuccess: () => toast({ title: 'Off on this device' }),
        onSettled: device.refresh,
      });
    }
  }

  function onTest() {
    test.mutate(undefined, {
      onSuccess: ({ devices, delivered }) =>
        toast({
          title: delivered > 0 ? 'Test notification sent' : 'No device took the test',
          description:
            delivered === devices
              ? `Sent to ${devicesText(devices)}. It should appear in a few seconds.`
              : `${delivered} of ${devicesText(devices)} took it. A device that is off gets it when it is back, for a few minutes.`,
          variant: delivered > 0 ? 'default' : 'destructive',
        }),
    });
  }

  return (
    <div className="grid gap-5">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={switchId}>On this device</Label>
          <p id={hintId} className="text-sm text-muted-foreground">
            {!supported
              ? 'This browser cannot show notifications from the app. On an iPhone or iPad, add the app to your Home Screen (Share, then Add to Home Screen) and turn it on there.'
              : blocked
                ? 'Notifications are blocked for this site. To allow them, open your browser’s site settings (the icon beside the address), set Notifications to Allow, then turn this on.'
                : 'Your browser asks once whether the app may show notifications.'}
          </p>
        </div>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={onHere}
          disabled={!supported || blocked || busy || device.endpoint === undefined}
          onCheckedChange={onSwitch}
          className="mt-0.5"
        />
      </div>

      <p className="text-sm" data-testid="morning-devices">
        {data.devices === 0
          ? 'Not on for any device yet.'
          : data.enabled
            ? `On for ${devicesText(data.devices)}, at ${data.sendAt} (${zoneText(data.timeZone ?? settings.timeZone)}).`
            : `Off: nothing is sent to your ${devicesText(data.devices)}.`}
      </p>

      <TimeForm
        data={data}
        pending={save.isPending}
        onSave={(values) =>
          save.mutate(
            { enabled: data.enabled, ...values },
            {
              onSuccess: () =>
                toast({
                  title: 'Notification time saved',
                  description: `Each morning at ${values.sendAt} (${zoneText(values.timeZone)}).`,
                }),
            },
          )
        }
      />

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={data.devices === 0 || test.isPending} onClick={onTest}>
          {test.isPending ? 'Sending…' : 'Send a test notification'}
        </Button>
        {data.enabled && data.devices > 0 && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() =>
              save.mutate(
                { ...settings, enabled: false },
                { onSuccess: () => toast({ title: 'Morning notification off on every device' }) },
              )
            }
          >
            Turn off on every device
          </Button>
        )}
      </div>
    </div>
  );
}

interface TimeFormProps {
  data: MorningNotification;
  pending: boolean;
  onSave: (values: MorningFormValues) => void;
}

/** The time and the zone it is in; a zone never chosen is proposed from this device. */
function TimeForm({ data, pending, onSave }: TimeFormProps) {
  const proposed = data.timeZone === null;
  const form = useZodForm<MorningFormValues, MorningFormValues>(morningFormSchema, {
    defaultValues: { sendAt: data.sendAt, timeZone: data.timeZone ?? browserTimeZone() },
  });
  const zonesId = useId();
  const [zones] = useState(knownTimeZones);

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSave)}
        noValidate
        aria-label="Notification time"
        className="grid gap-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start"
      >
        <LabelledField control={form.control} name="sendAt" label="Time">
          {(field) => <Input type="time" required {...field} />}
        </LabelledField>
        <LabelledField
          control={form.control}
          name="timeZone"
          label="Time zone"
          description={proposed ? 'This device’s zone. Save to keep it.' : undefined}
        >
          {(field) => (
            <Input list={zonesId} autoComplete="off" spellCheck={false} required {...field} />
          )}
        </LabelledField>
        <datalist id={zonesId}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <Button type="submit" variant="outline" disabled={pending} className="sm:mt-[1.6rem]">
          {pending ? 'Saving…' : 'Save time'}
        </Button>
      </form>
    </Form>
  );
}
