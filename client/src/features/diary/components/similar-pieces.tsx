import { useQuery } from '@tanstack/react-query';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { similarPiecesQuery } from '../api.ts';

/** The user's own pieces the stylist finds closest to an entry, with what they share. */
export function SimilarPieces({ entryId }: { entryId: string }) {
  const similar = useQuery(similarPiecesQuery(entryId));
  return (
    <QueryView
      query={similar}
      loading={
        <div className="grid grid-cols-3 gap-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="aspect-square rounded-xl" />
          ))}
        </div>
      }
      error={() => <p className="text-sm text-destructive">Similar pieces could not be found.</p>}
      empty={
        <p className="text-sm text-muted-foreground">
          Nothing in your wardrobe shares this look’s tags or colours yet.
        </p>
      }
    >
      {(pieces) => (
        <section aria-label="Similar in your wardrobe">
          <h3 className="mb-2 text-sm font-medium">From your wardrobe</h3>
          <ul className="grid grid-cols-3 gap-3">
            {pieces.map((piece) => (
              <li key={piece.itemId} className="min-w-0">
                <ItemPhoto
                  src={piece.thumbnailUrl}
                  alt={piece.name}
                  className="aspect-square rounded-xl"
                />
                <p className="mt-1.5 truncate text-xs font-medium">{piece.name}</p>
                <p className="truncate text-xs text-muted-foreground">{piece.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}
