import type { Today } from '@contract/today.ts';
import { EMPTY_WARDROBE_LOOK_NOTE } from '@contract/weather-values.ts';
import { Check, RefreshCw, Shirt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { toast } from '@/lib/toast.ts';
import { ForecastLine, PlanWarningNote } from '@/features/weather/public.ts';
import { useToday, useWearToday } from '../api.ts';

/**
 * The dashboard's Today card (issue 28): the day's forecast, what is planned (checked against
 * it) or a look made for the day now, with Wear it and Another look. The morning notification
 * opens it (`/#today`). Hidden while the wardrobe is empty: the next steps say what to do then.
 */
export function TodayCard() {
  const [look, setLook] = useState(0);
  const today = useToday(look);
  const wear = useWearToday();
  // As tall as the card usually is at each width (a look's pieces in one or two rows under its
  // words on phones, beside them from lg), so the page under it does not jump when it comes.
  if (today.isPending) {
    return <Skeleton className="h-[30rem] rounded-3xl sm:h-[27rem] lg:h-64" aria-hidden="true" />;
  }
  if (today.isError || !today.data) return null;
  const data = today.data;
  if (!data.look && data.lookNote === EMPTY_WARDROBE_LOOK_NOTE) return null;
  const worn = Boolean(data.entry?.wornAt);

  return (
    <section
      id="today"
      aria-labelledby="today-heading"
      className="scroll-mt-24 overflow-hidden rounded-3xl border bg-card shadow-soft"
    >
      <div className="grid gap-5 p-5 sm:p-7 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-3">
          <h2
            id="today-heading"
            className="text-xs font-semibold tracking-[0.08em] text-accent-foreground uppercase"
          >
            Today · {formatDate(`${data.date}T12:00:00`, 'weekday')}
          </h2>
          <ForecastSummary today={data} />
          {data.look ? (
            <>
              <p className="font-display text-xl leading-snug text-pretty sm:text-2xl">
                {data.look.name}
              </p>
              {data.entry?.eventName ? (
                <p className="text-sm text-muted-foreground">For {data.entry.eventName}</p>
              ) : null}
              <p className="text-sm text-pretty text-muted-foreground">{data.look.reasoning}</p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{data.lookNote}</p>
          )}
          {data.warning && look === 0 ? <PlanWarningNote warning={data.warning} /> : null}
        </div>
        {data.look ? (
          <div className="flex min-w-0 flex-col gap-4">
            <ul aria-label="Pieces" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {data.look.pieces.map((piece) => (
                <li key={piece.id} className="min-w-0">
                  {/* The name is written under it: the photo is its picture, not a second name. */}
                  <ItemPhoto
                    src={piece.thumbnailUrl}
                    alt=""
                    fit="contain"
                    eager
                    className="aspect-square rounded-2xl"
                  />
                  <p className="mt-1 truncate text-xs text-muted-foreground">{piece.name}</p>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              {worn ? (
                <p className="flex items-center gap-1.5 text-sm font-medium">
                  <Check aria-hidden="true" className="size-4 text-brand" />
                  Worn today
                </p>
              ) : (
                <Button
                  disabled={wear.isPending}
                  onClick={() =>
                    wear.mutate(look, {
                      onSuccess: () => {
                        setLook(0);
                        toast({
                          title: 'Wear logged',
                          description: 'Today’s outfit and each of its pieces count one more wear.',
                        });
                      },
                    })
                  }
                >
                  <Shirt aria-hidden="true" />
                  {wear.isPending ? 'Logging…' : 'Wear it'}
                </Button>
              )}
              {!worn && (
                <Button
                  variant="outline"
                  disabled={today.isFetching}
                  onClick={() => setLook((n) => n + 1)}
                >
                  <RefreshCw
                    aria-hidden="true"
                    className={today.isFetching ? 'animate-spin' : undefined}
                  />
                  Another look
                </Button>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The forecast line, where it comes from, or why there is none. */
function ForecastSummary({ today }: { today: Today }) {
  if (today.forecast) {
    return (
      <div className="flex flex-col gap-0.5">
        <ForecastLine day={today.forecast} className="text-foreground" />
        <p className="text-xs text-muted-foreground">
          {today.place?.name} · forecast by {today.source}
        </p>
      </div>
    );
  }
  if (today.note) return <p className="text-sm text-muted-foreground">{today.note}</p>;
  if (!today.place) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link href={paths.settings} className="underline underline-offset-4 hover:text-foreground">
          Set your place
        </Link>{' '}
        to dress for the forecast.
      </p>
    );
  }
  return null;
}
