import { CONDITION_LABELS, type Listing } from '@contract/marketplace.ts';
import { CATEGORY_LABELS, type Category } from '@contract/wardrobe-values.ts';
import { ExternalLink, Mail, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatMoney } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteListing, useUpdateListing } from '../api.ts';

interface ListingDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listing: Listing | null;
  onEdit: (listing: Listing) => void;
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** A listing's page: photo, condition, size, brand, price, seller, contact; the seller's actions. */
export function ListingDetailDialog({
  open,
  onOpenChange,
  listing,
  onEdit,
}: ListingDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {listing && (
          <Detail
            key={listing.id}
            listing={listing}
            onEdit={onEdit}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Detail({
  listing,
  onEdit,
  onClose,
}: {
  listing: Listing;
  onEdit: (l: Listing) => void;
  onClose: () => void;
}) {
  const update = useUpdateListing();
  const remove = useDeleteListing();
  const [retire, setRetire] = useState(true);
  const contact = listing.contact;
  const isEmail = contact !== null && !/^https?:/i.test(contact);
  const category =
    listing.category && listing.category in CATEGORY_LABELS
      ? CATEGORY_LABELS[listing.category as Category]
      : listing.category;

  function markSold() {
    update.mutate(
      {
        id: listing.id,
        patch: { status: 'sold', retireItem: listing.wardrobeItemId !== null && retire },
      },
      {
        // It moves to Sold: the dialog closes with the toast saying what happened.
        onSuccess: () => {
          toast({
            title: 'Marked as sold',
            description:
              listing.wardrobeItemId && retire
                ? 'The piece has left your wardrobe; past outfits keep it.'
                : undefined,
          });
          onClose();
        },
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8 font-display text-2xl font-medium">
          {listing.title}
        </DialogTitle>
        <DialogDescription>
          {listing.isMine ? 'Your listing' : `Sold by ${listing.sellerName}`} · {listing.views}{' '}
          {listing.views === 1 ? 'view' : 'views'}
          {listing.status === 'sold' && ' · Sold'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="gap-6 md:grid-cols-2">
        <ItemPhoto
          src={listing.imageUrl}
          alt={listing.title}
          fit="contain"
          eager
          className="aspect-[4/5] w-full rounded-2xl"
        />
        <div className="flex flex-col gap-4">
          <p className="font-display text-3xl font-medium tabular-nums">
            {formatMoney(listing.price)}
          </p>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Fact
              label="Condition"
              value={listing.condition ? CONDITION_LABELS[listing.condition] : null}
            />
            <Fact label="Size" value={listing.size} />
            <Fact label="Brand" value={listing.brand} />
            <Fact label="Category" value={category} />
            <Fact label="Seller" value={listing.sellerName} />
          </dl>
          {listing.description && (
            <p className="text-sm leading-relaxed whitespace-pre-line">{listing.description}</p>
          )}
          {listing.isMine && listing.status === 'active' && listing.wardrobeItemId && (
            <div className="mt-auto flex items-start gap-2 border-t pt-4">
              <Checkbox
                id={`retire-${listing.id}`}
                checked={retire}
                onCheckedChange={(v) => setRetire(v === true)}
              />
              <Label htmlFor={`retire-${listing.id}`} className="text-sm leading-snug font-normal">
                When sold, retire the piece from my wardrobe (past outfits keep it)
              </Label>
            </div>
          )}
        </div>
      </DialogBody>
      {contact && !listing.isMine && (
        <DialogFooter>
          <Button asChild>
            <a
              href={isEmail ? `mailto:${contact}` : contact}
              target={isEmail ? undefined : '_blank'}
              rel="noopener noreferrer"
            >
              {isEmail ? <Mail aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
              Contact seller
            </a>
          </Button>
        </DialogFooter>
      )}
      {listing.isMine && (
        // Two buttons a row on phones: Mark as Sold above Edit and Withdraw; one row from 640 px.
        <DialogFooter className="flex-row flex-wrap">
          {listing.status === 'active' && (
            <Button
              className="w-full sm:order-last sm:w-auto"
              onClick={markSold}
              disabled={update.isPending}
            >
              Mark as Sold
            </Button>
          )}
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => onEdit(listing)}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="flex-1 sm:flex-none">
                <Trash2 aria-hidden="true" /> Withdraw
              </Button>
            }
            title="Withdraw this listing?"
            description="It leaves the marketplace. The piece stays in your wardrobe."
            confirmLabel="Withdraw"
            destructive
            onConfirm={() =>
              remove.mutate(listing.id, {
                onSuccess: () => (toast({ title: 'Listing withdrawn' }), onClose()),
              })
            }
          />
        </DialogFooter>
      )}
    </>
  );
}
