import type { RatingSession } from '@contract/ratings.ts';
import { Plus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortedCardGrid } from '@/components/sorted-card-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDialog } from '@/lib/use-dialog.ts';
import { useSessions } from './api.ts';
import { CreateSessionForm } from './components/create-session-form.tsx';
import { ResultsDialog } from './components/results-dialog.tsx';
import { SessionCard } from './components/session-card.tsx';
import { SESSION_SORT_KEY, SESSION_SORTS } from './session-sort.ts';

/** Friends Rating (spec §2): sessions whose link lets friends rate outfits without an account. */
export function FriendsRatingPage() {
  const sessions = useSessions();
  const [sort, setSort] = useListSort(SESSION_SORT_KEY, SESSION_SORTS, 'newest');
  const sorted = useMemo(
    () => sortList(sessions.data ?? [], SESSION_SORTS, sort),
    [sessions.data, sort],
  );
  const [creating, setCreating] = useState(false);
  const results = useDialog<RatingSession>();
  const viewing = results.value;
  // The dialog follows the list, so a refetch (a vote arrived) shows fresh counts.
  const shown = viewing ? (sessions.data?.find((s) => s.id === viewing.id) ?? viewing) : null;

  const createButton = (
    <Button onClick={() => setCreating(true)} disabled={creating}>
      <Plus aria-hidden="true" />
      Create New Rating Session
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Friends Rating"
        description="Share a link and let friends vote on the looks you can't decide between"
        actions={creating ? null : createButton}
      />

      {creating ? <CreateSessionForm onDone={() => setCreating(false)} /> : null}

      <QueryView
        query={sessions}
        loading={
          <SkeletonGrid
            count={3}
            className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-96 rounded-3xl"
          />
        }
        error="Your rating sessions could not be loaded."
        empty={
          creating ? null : (
            <EmptyState
              icon={Users}
              title="No Rating Sessions Yet"
              description="Create a session from your saved outfits and send the link to friends. They vote with stars and a comment, no sign-up needed."
            >
              {createButton}
            </EmptyState>
          )
        }
      >
        {() => (
          <SortedCardGrid
            label="Sort rating sessions"
            sorts={SESSION_SORTS}
            sort={sort}
            onSortChange={setSort}
            items={sorted}
            renderItem={(session) => (
              <SessionCard session={session} onViewResults={() => results.show(session)} />
            )}
          />
        )}
      </QueryView>

      <ResultsDialog open={results.open} onOpenChange={results.onOpenChange} session={shown} />
    </div>
  );
}
