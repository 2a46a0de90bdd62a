import {
  FEED_FILTER_LABELS,
  FEED_FILTERS,
  NO_POSTS_MESSAGE,
  type FeedFilter,
} from '@contract/community.ts';
import { Share2, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EmptyState } from '@/components/empty-state.tsx';
import { FilterChip } from '@/components/filter-chip.tsx';
import { ONE_COLUMN } from '@/components/grid-columns.ts';
import { sortList, useListSort } from '@/components/list-sort.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { SortSelect } from '@/components/sort-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LONG_LIST, VirtualGrid } from '@/components/virtual-grid.tsx';
import { paths, SHARE_OUTFIT_PARAM } from '@/lib/paths.ts';
import { useFeed } from './api.ts';
import { PostCard } from './components/post-card.tsx';
import { ShareLookDialog } from './components/share-look-dialog.tsx';
import { FEED_SORT_KEY, FEED_SORTS } from './feed-sort.ts';

/** What an empty chip says beyond 'No posts yet'. */
// A post: its photo (about as tall as the column is wide, at most 28rem), caption and actions.
const postHeight = (width: number) => Math.min(width, 448) + 200;
const postKey = (post: { id: string }) => post.id;

const EMPTY_HINTS: Record<FeedFilter, string> = {
  'for-you': 'Be the first to share a look with the community.',
  following: 'Follow people from their posts and their looks show up here.',
  trending: 'Nothing has been liked in the last 7 days yet.',
  'office-wear': 'No work looks shared yet.',
  'date-night': 'No date-night looks shared yet.',
  casual: 'No casual looks shared yet.',
  saved: 'Save posts with the bookmark to find them here.',
};

/** Community Feed (spec §2): everyone's shared looks, filtered by the chips, page by page. */
export function CommunityPage() {
  const [filter, setFilter] = useState<FeedFilter>('for-you');
  // `?share=<outfitId>` (lib/paths.ts shareOutfitPath, from a saved-outfit card) opens the
  // dialog with that outfit chosen; the query is then cleared so a reload does not reopen it.
  const requested = new URLSearchParams(useSearch()).get(SHARE_OUTFIT_PARAM);
  const [, navigate] = useLocation();
  const [preselected, setPreselected] = useState<string | null>(requested);
  const [sharing, setSharing] = useState(requested !== null);
  if (requested && requested !== preselected) {
    setPreselected(requested);
    setSharing(true);
  }
  useEffect(() => {
    if (requested) navigate(paths.community, { replace: true });
  }, [requested, navigate]);
  const feed = useFeed(filter);
  const [sort, setSort] = useListSort(FEED_SORT_KEY, FEED_SORTS, 'feed');
  const posts = useMemo(
    () => sortList(feed.data?.pages.flatMap((page) => page.posts) ?? [], FEED_SORTS, sort),
    [feed.data, sort],
  );

  const shareButton = (
    <Button
      onClick={() => {
        setPreselected(null);
        setSharing(true);
      }}
    >
      <Share2 aria-hidden="true" />
      Share a look
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title="Community"
        description="Looks shared by people on AI Fashion Companion"
        actions={shareButton}
      />

      <div
        role="radiogroup"
        aria-label="Filter posts"
        className="scroll-fade-x -mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {FEED_FILTERS.map((value) => (
          <FilterChip
            key={value}
            kind="radio"
            selected={filter === value}
            onClick={() => setFilter(value)}
          >
            {FEED_FILTER_LABELS[value]}
          </FilterChip>
        ))}
      </div>

      <QueryView
        query={feed}
        loading={
          <SkeletonGrid count={2} className="grid gap-6" itemClassName="h-[28rem] rounded-3xl" />
        }
        error="The feed could not be loaded."
        empty={
          <EmptyState icon={Users} title={NO_POSTS_MESSAGE} description={EMPTY_HINTS[filter]}>
            {filter === 'for-you' ? shareButton : null}
          </EmptyState>
        }
        isEmpty={() => posts.length === 0}
      >
        {() => (
          <>
            {posts.length > 1 && (
              <SortSelect
                label="Sort posts"
                sorts={FEED_SORTS}
                value={sort}
                onChange={setSort}
                className="-mt-2 sm:self-end"
              />
            )}
            <VirtualGrid
              label="Posts"
              items={posts}
              getKey={postKey}
              columns={ONE_COLUMN}
              rowClassName="pb-6"
              estimateRowHeight={postHeight}
              virtualFrom={LONG_LIST}
              renderItem={(post) => <PostCard post={post} />}
            />
            {feed.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                disabled={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                {feed.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            ) : null}
          </>
        )}
      </QueryView>

      <ShareLookDialog
        key={preselected ?? ''}
        open={sharing}
        initialOutfitId={preselected}
        onOpenChange={setSharing}
      />
    </div>
  );
}
