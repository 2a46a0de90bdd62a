import {
  NO_OUTFITS_TO_RATE_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  SESSION_NOT_FOUND_TITLE,
  VOTER_NAME_MAX,
} from '@contract/ratings.ts';
import { useQuery } from '@tanstack/react-query';
import { LinkIcon, Shirt } from 'lucide-react';
import { useRef, useState } from 'react';
import { useParams } from 'wouter';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/request-json.ts';
import { publicSessionQuery } from './api.ts';
import { VoteOutfitCard } from './components/vote-outfit-card.tsx';
import { rememberedVoterName, rememberVoterName } from './remembered-votes.ts';

/** The public vote page (spec §2 /vote/:token): no sidebar, no sign-in; a friend's first view. */
export function VotePage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <div className="min-h-dvh bg-[radial-gradient(90%_60%_at_50%_0%,oklch(0.96_0.02_55),transparent)] dark:bg-[radial-gradient(90%_60%_at_50%_0%,oklch(0.26_0.03_45),transparent)]">
      <header className="mx-auto flex max-w-6xl items-center px-5 pt-6 sm:px-8">
        <BrandLogo />
      </header>
      <main className="mx-auto max-w-6xl px-5 pt-10 pb-20 sm:px-8">
        <VoteSession token={token} />
      </main>
    </div>
  );
}

function VoteSession({ token }: { token: string }) {
  const session = useQuery({ ...publicSessionQuery(token), retry: false });
  const [voterName, setVoterName] = useState(rememberedVoterName);
  const nameRef = useRef<HTMLInputElement>(null);

  return (
    <QueryView
      query={session}
      loading={
        <div aria-busy="true" className="grid gap-8">
          <Skeleton className="h-12 w-2/3 max-w-md rounded-xl" />
          <SkeletonGrid
            count={3}
            className="gap-5 sm:grid-cols-2 lg:grid-cols-3"
            itemClassName="aspect-[4/5] rounded-3xl"
          />
        </div>
      }
      error={(error, retry) => <SessionUnavailable error={error} onRetry={retry} />}
    >
      {({ session: info, outfits }) => (
        <div className="grid gap-10">
          <section className="max-w-2xl">
            <p className="text-sm font-medium tracking-wide text-brand uppercase">Help me decide</p>
            <h1 className="mt-2 font-display text-[2.1rem] leading-tight font-medium tracking-tight sm:text-5xl">
              {info.title}
            </h1>
            {info.description ? (
              <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-muted-foreground">
                {info.description}
              </p>
            ) : null}
          </section>

          {outfits.length === 0 ? (
            <EmptyState icon={Shirt} title={NO_OUTFITS_TO_RATE_MESSAGE} />
          ) : (
            <>
              <div className="grid max-w-md gap-2 rounded-2xl border bg-card p-4 shadow-soft">
                <label htmlFor="voter-name" className="text-sm font-medium">
                  Your Name
                </label>
                <Input
                  id="voter-name"
                  ref={nameRef}
                  value={voterName}
                  maxLength={VOTER_NAME_MAX}
                  autoComplete="given-name"
                  placeholder="So your friend knows who voted"
                  onChange={(event) => setVoterName(event.target.value)}
                  onBlur={() => rememberVoterName(voterName.trim())}
                />
              </div>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {outfits.map((outfit, index) => (
                  <li key={outfit.id}>
                    <VoteOutfitCard
                      token={token}
                      outfit={outfit}
                      voterName={voterName}
                      eager={index < 3}
                      onNameMissing={() => nameRef.current?.focus()}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </QueryView>
  );
}

/** A link that names no open session (the spec's words), or a session that failed to load. */
function SessionUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={LinkIcon}
        title={SESSION_NOT_FOUND_TITLE}
        description={SESSION_NOT_FOUND_MESSAGE}
        className="mx-auto max-w-xl"
      />
    );
  }
  return (
    <LoadError
      message={
        error instanceof ApiError && error.status === 429
          ? 'Too many requests from your network. Please try again in a few minutes.'
          : 'This rating session could not be loaded.'
      }
      onRetry={onRetry}
      className="mx-auto max-w-xl"
    />
  );
}
