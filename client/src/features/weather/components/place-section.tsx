import type { Place, PlaceMatch } from '@contract/weather.ts';
import { PLACE_NAME_MAX } from '@contract/weather-values.ts';
import { MapPin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SettingsSection } from '@/components/settings-section.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { usePlace, usePlaceSearch, useRemovePlace, useSetPlace } from '../api.ts';

/** A failed save is toasted by the query client (the mutation's errorTitle). */
const ignoreFailure = () => undefined;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Settings: where the forecast is for (issue 28). Found by name through the provider's geocoding,
 * or typed as coordinates. Shown only when the server has a weather provider.
 */
export function PlaceSection() {
  const place = usePlace();
  const [editing, setEditing] = useState(false);
  if (place.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (!place.data?.available) return null;
  const current = place.data.place;
  return (
    <SettingsSection
      icon={MapPin}
      title="Your place"
      description="Today’s look, the generator and your calendar follow the forecast here. Without a place, you set the weather yourself."
    >
      {current && !editing ? (
        <CurrentPlace place={current} onChange={() => setEditing(true)} />
      ) : (
        <PlaceFinder
          canSearch={place.data.search}
          onDone={() => setEditing(false)}
          onCancel={current ? () => setEditing(false) : undefined}
        />
      )}
    </SettingsSection>
  );
}

function CurrentPlace({ place, onChange }: { place: Place; onChange: () => void }) {
  const remove = useRemovePlace();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        <span className="font-medium">{place.name}</span>
        <span className="text-muted-foreground"> · {place.timeZone.replaceAll('_', ' ')}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onChange}>
          Change
        </Button>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() =>
            // As in choose(): this view unmounts once the place is gone.
            remove
              .mutateAsync()
              .then(
                () =>
                  toast({ title: 'Place removed', description: 'Weather is yours to set again.' }),
                ignoreFailure,
              )
          }
        >
          Remove
        </Button>
      </div>
    </div>
  );
}

interface PlaceFinderProps {
  canSearch: boolean;
  onDone: () => void;
  onCancel?: () => void;
}

function PlaceFinder({ canSearch, onDone, onCancel }: PlaceFinderProps) {
  const [query, setQuery] = useState('');
  const [byCoordinates, setByCoordinates] = useState(!canSearch);
  const search = usePlaceSearch(canSearch && !byCoordinates ? query : '');
  const save = useSetPlace();
  const searchId = useId();
  // Not mutate's onSuccess: the refreshed place replaces this finder (it unmounts) before that
  // would run, and the toast would be lost. A failure is toasted by the query client.
  const choose = (place: Place) =>
    save.mutateAsync(place).then(() => {
      toast({ title: 'Place saved', description: `The forecast is now for ${place.name}.` });
      onDone();
    }, ignoreFailure);

  return (
    <div className="grid gap-4">
      {!byCoordinates && (
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search for your city</Label>
          <Input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder="Lisbon, Osaka, Portland…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SearchResults
            query={query}
            places={search.data?.places}
            note={search.data?.note ?? null}
            loading={search.isFetching}
            disabled={save.isPending}
            onChoose={(match: PlaceMatch) =>
              choose({
                // 'Lisbon, Portugal': the name the card and the generator say the forecast is for.
                name: match.label.slice(0, PLACE_NAME_MAX),
                latitude: match.latitude,
                longitude: match.longitude,
                timeZone: match.timeZone,
              })
            }
          />
        </div>
      )}
      {byCoordinates && <CoordinatesForm pending={save.isPending} onSave={choose} />}
      <div className="flex flex-wrap gap-2">
        {canSearch && (
          <Button variant="link" className="h-auto p-0" onClick={() => setByCoordinates((v) => !v)}>
            {byCoordinates ? 'Search by name instead' : 'Enter latitude and longitude instead'}
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" className="ml-auto" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  );
}

interface SearchResultsProps {
  query: string;
  places: PlaceMatch[] | undefined;
  note: string | null;
  loading: boolean;
  disabled: boolean;
  onChoose: (place: PlaceMatch) => void;
}

function SearchResults({ query, places, note, loading, disabled, onChoose }: SearchResultsProps) {
  if (query.trim().length < 2) return null;
  if (note) return <p className="text-sm text-muted-foreground">{note}</p>;
  if (!places) return loading ? <Skeleton className="h-10 w-full" /> : null;
  if (places.length === 0) {
    return <p className="text-sm text-muted-foreground">No place found by that name.</p>;
  }
  return (
    <ul aria-label="Places found" className="grid gap-1.5">
      {places.map((place) => (
        <li key={`${place.latitude},${place.longitude}`}>
          <Button
            variant="outline"
            className="h-auto w-full justify-start py-2 text-left whitespace-normal"
            disabled={disabled}
            onClick={() => onChoose(place)}
          >
            <MapPin aria-hidden="true" className="text-muted-foreground" />
            {place.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function CoordinatesForm({ pending, onSave }: { pending: boolean; onSave: (p: Place) => void }) {
  const [name, setName] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), latitude: useId(), longitude: useId(), error: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const lat = Number(latitude);
    const lon = Number(longitude);
    if (!name.trim()) return setError('Give the place a name');
    if (latitude.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90)
      return setError('Latitude must be between -90 and 90');
    if (longitude.trim() === '' || !Number.isFinite(lon) || lon < -180 || lon > 180)
      return setError('Longitude must be between -180 and 180');
    setError(null);
    onSave({ name: name.trim(), latitude: lat, longitude: lon, timeZone: browserTimeZone() });
  }

  const described = error ? { 'aria-describedby': ids.error, 'aria-invalid': true } : {};
  return (
    <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Name</Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Home"
          {...described}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.latitude}>Latitude</Label>
        <Input
          id={ids.latitude}
          inputMode="decimal"
          value={latitude}
          onChange={(e) => setLatitude(e.target.value)}
          placeholder="38.72"
          {...described}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.longitude}>Longitude</Label>
        <Input
          id={ids.longitude}
          inputMode="decimal"
          value={longitude}
          onChange={(e) => setLongitude(e.target.value)}
          placeholder="-9.14"
          {...described}
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      )}
      <div className="sm:col-span-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save place'}
        </Button>
      </div>
    </form>
  );
}
