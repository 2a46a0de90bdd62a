import type { DisplayImage, WardrobeItem } from '@contract/wardrobe.ts';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  Check,
  ImagePlus,
  Scissors,
  Sparkles,
  Trash2,
  Undo2,
  WashingMachine,
  X,
} from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { ToastAction } from '@/components/ui/toast.tsx';
import { generatorPath } from '@/lib/paths.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import {
  undoLastWear,
  useAddCutout,
  useChangePhoto,
  useDeleteItem,
  useLogWear,
  useUpdateItem,
} from '../api.ts';
import { categoryLine, costPerWearLabel, wornLabel } from '../item-display.ts';
import { formFromItem, itemPatch, validateItemForm, type ItemFormValues } from '../item-form.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { ItemFields, type ItemField } from './item-fields.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';

const EDIT_FIELDS: readonly ItemField[] = [
  'name',
  'category',
  'subcategory',
  'color',
  'brand',
  'size',
  'price',
  'tags',
];

interface ItemDetailDialogProps {
  /** The item to show; null keeps the dialog closed. */
  item: WardrobeItem | null;
  onClose: () => void;
}

/** One item: its large photo, every field editable, wear log, laundry, photo change and delete. */
export function ItemDetailDialog({ item, onClose }: ItemDetailDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showCloseButton={false}
        className="max-w-4xl gap-0 overflow-x-hidden p-0 sm:p-0 md:grid-cols-[minmax(0,0.95fr)_minmax(0,1.05fr)] md:overflow-hidden"
      >
        {/* Keyed by id: opening another item starts from that item's values. */}
        {item && <ItemDetail key={item.id} item={item} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-muted/60 px-3 py-2.5">
      <dt className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

const DISPLAY_OPTIONS: readonly { value: DisplayImage; label: string }[] = [
  { value: 'original', label: 'Original' },
  { value: 'cutout', label: 'Cut-out' },
];

/** Original / Cut-out, over the photo; shown only for items that have both. */
function DisplayImageToggle({
  value,
  onChange,
}: {
  value: DisplayImage;
  onChange: (value: DisplayImage) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Photo shown"
      className="flex rounded-full bg-card/90 p-1 shadow-soft ring-1 ring-foreground/5 backdrop-blur-sm"
    >
      {DISPLAY_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-7 cursor-pointer rounded-full px-3 text-[13px] font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === option.value &&
              'bg-primary text-primary-foreground hover:text-primary-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function ItemDetail({ item, onClose }: { item: WardrobeItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ItemFormValues>(() => formFromItem(item));
  const [saved, setSaved] = useState<ItemFormValues>(() => formFromItem(item));
  // The toast's Undo sits outside this modal view, where keyboards and screen readers can't reach
  // it; the same undo is offered here too until something else happens.
  const [canUndo, setCanUndo] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const save = useUpdateItem();
  const laundry = useUpdateItem();
  const display = useUpdateItem();
  const logWear = useLogWear();
  const remove = useDeleteItem();
  const changePhoto = useChangePhoto();
  const addCutout = useAddCutout();

  const dirty = (Object.keys(values) as ItemField[]).some(
    (field) => values[field] !== saved[field],
  );
  const inLaundry = laundry.isPending
    ? (laundry.variables.patch.inLaundry ?? item.inLaundry)
    : item.inLaundry;
  const perWear = costPerWearLabel(item);
  // The switch shows the asked-for image at once; a refusal puts the stored choice back.
  const asked = display.isPending ? display.variables.patch.displayImage : undefined;
  const shown: DisplayImage =
    asked === 'cutout' || asked === 'original' ? asked : item.displayImage;
  const shownUrl =
    (shown === 'cutout' ? item.cutoutImageUrl : item.originalImageUrl) ?? item.imageUrl;
  const hasBoth = item.cutoutImageUrl !== null && item.originalImageUrl !== null;

  function onSave(event: FormEvent) {
    event.preventDefault();
    if (!validateItemForm(values)) return;
    save.mutate(
      { id: item.id, patch: itemPatch(values) },
      {
        onSuccess: (updated) => {
          const fresh = formFromItem(updated);
          setValues(fresh);
          setSaved(fresh);
          toast({ title: 'Item updated successfully!' });
        },
      },
    );
  }

  function undoWear() {
    setCanUndo(false);
    undoLastWear(queryClient, item.id).then(
      () => toast({ title: 'Wear undone' }),
      (error: unknown) =>
        toast({
          title: 'Failed to undo wear',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    );
  }

  function onLogWear() {
    logWear.mutate(item.id, {
      onSuccess: (updated) => {
        setCanUndo(true);
        toast({
          title: 'Wear logged',
          description: `${updated.name}: ${wornLabel(updated.timesWorn).toLowerCase()}.`,
          action: (
            <ToastAction altText="Undo the logged wear" onClick={undoWear}>
              Undo
            </ToastAction>
          ),
        });
      },
    });
  }

  function onLaundryChange(checked: boolean) {
    laundry.mutate({ id: item.id, patch: { inLaundry: checked } }, {});
  }

  function onDisplayChange(next: DisplayImage) {
    if (next === shown) return;
    display.mutate({ id: item.id, patch: { displayImage: next } }, {});
  }

  function onRemoveBackground() {
    addCutout.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: 'Background removed',
          description: 'Switch back to the original photo any time.',
        }),
    });
  }

  function onPhotoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    changePhoto.mutate(
      { id: item.id, file },
      {
        onSuccess: () =>
          toast({
            title: 'Item updated successfully!',
            description: 'The new photo has been saved and analyzed by AI.',
          }),
      },
    );
  }

  function onDelete() {
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: 'Item deleted successfully!' });
        onClose();
      },
    });
  }

  return (
    <>
      <div className="relative bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.97_0.008_70),oklch(0.93_0.012_65))] md:h-full md:max-h-[calc(100dvh-2rem)] dark:bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.27_0.01_55),oklch(0.22_0.008_50))]">
        <ItemPhoto
          src={shownUrl}
          alt={item.name}
          eager
          fit="contain"
          cutout={shown === 'cutout'}
          className="h-[min(58dvh,26rem)] bg-none md:h-full md:min-h-[34rem]"
        />
        {hasBoth && (
          <div className="absolute top-3 left-3">
            <DisplayImageToggle value={shown} onChange={onDisplayChange} />
          </div>
        )}
        {(changePhoto.isPending || addCutout.isPending) && (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/60 text-sm font-medium backdrop-blur-[3px]"
          >
            <Spinner decorative className="size-8 text-brand" />
            {changePhoto.isPending ? 'Uploading photo...' : 'Removing background...'}
          </div>
        )}
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          aria-label="New photo"
          className="sr-only"
          tabIndex={-1}
          onChange={onPhotoChosen}
        />
        <div className="absolute inset-x-3 bottom-3 flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => photoInput.current?.click()}
            disabled={changePhoto.isPending || addCutout.isPending}
            className="bg-card/90 shadow-soft backdrop-blur-sm"
          >
            <ImagePlus aria-hidden="true" />
            {item.imageUrl ? 'Change photo' : 'Add photo'}
          </Button>
          {item.originalImageUrl && !item.cutoutImageUrl && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={onRemoveBackground}
              disabled={changePhoto.isPending || addCutout.isPending}
              className="bg-card/90 shadow-soft backdrop-blur-sm"
            >
              <Scissors aria-hidden="true" />
              Remove background
            </Button>
          )}
        </div>
        <DialogClose asChild>
          <Button
            variant="secondary"
            size="icon-sm"
            aria-label="Close"
            className="absolute top-3 right-3 bg-card/90 shadow-soft backdrop-blur-sm md:hidden"
          >
            <X aria-hidden="true" />
          </Button>
        </DialogClose>
      </div>

      <div className="flex min-w-0 flex-col gap-6 p-5 sm:p-7 md:max-h-[calc(100dvh-2rem)] md:overflow-y-auto">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <DialogTitle className="font-display text-2xl font-medium">{item.name}</DialogTitle>
            <DialogDescription className="mt-1 flex flex-wrap items-center gap-2">
              <span>{categoryLine(item)}</span>
              {item.aiTags && (
                <Badge variant="brand">
                  <Sparkles aria-hidden="true" />
                  AI Tagged
                </Badge>
              )}
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Close"
              className="-mt-1 -mr-2 hidden md:inline-flex"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>

        <dl className="grid grid-cols-3 gap-2">
          <Stat label="Worn" value={item.timesWorn === 1 ? '1 time' : `${item.timesWorn} times`} />
          <Stat label="Per wear" value={perWear ?? '—'} />
          <Stat
            label="Last worn"
            value={item.lastWorn ? format(new Date(item.lastWorn), 'MMM d') : 'Never'}
          />
        </dl>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-1">
            <Button type="button" onClick={onLogWear} disabled={logWear.isPending}>
              {logWear.isPending ? (
                <Spinner decorative className="text-current" />
              ) : (
                <Check aria-hidden="true" />
              )}
              Log wear
            </Button>
            {canUndo && (
              <Button type="button" variant="ghost" size="sm" onClick={undoWear}>
                <Undo2 aria-hidden="true" />
                Undo wear
              </Button>
            )}
          </div>
          <div className="flex items-center gap-3">
            <Label htmlFor={`laundry-${item.id}`} className="gap-1.5 font-normal">
              <WashingMachine className="size-4 text-muted-foreground" aria-hidden="true" />
              In laundry
            </Label>
            <Switch
              id={`laundry-${item.id}`}
              checked={inLaundry}
              onCheckedChange={onLaundryChange}
            />
          </div>
        </div>

        <Button asChild variant="outline" className="w-full sm:w-fit">
          <Link href={generatorPath({ anchor: item.id })}>
            <Sparkles aria-hidden="true" />
            Build an outfit around this
          </Link>
        </Button>

        {item.colors && item.colors.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <ColorSwatches colors={item.colors} size="md" />
            <span>
              From the photo:{' '}
              {item.colors
                .map((color) => `${color.name} ${Math.round(color.share * 100)}%`)
                .join(', ')}
            </span>
          </div>
        )}

        <form onSubmit={onSave} noValidate className="grid gap-5 border-t pt-6">
          <ItemFields
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            fields={EDIT_FIELDS}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Delete {item.name}?</AlertDialogTitle>
                  <AlertDialogDescription>
                    This removes the item and its photo from your wardrobe. It can&apos;t be undone.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Keep it</AlertDialogCancel>
                  <AlertDialogAction destructive onClick={onDelete}>
                    Delete item
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              {dirty && (
                <Button type="button" variant="outline" onClick={() => setValues(saved)}>
                  Discard changes
                </Button>
              )}
              <Button type="submit" disabled={!dirty || save.isPending}>
                {save.isPending && <Spinner decorative className="text-current" />}
                {save.isPending ? 'Saving...' : 'Save changes'}
              </Button>
            </div>
          </div>
        </form>
        <p className="-mt-2 text-xs text-muted-foreground">
          Added {format(new Date(item.createdAt), 'MMMM d, yyyy')}
        </p>
      </div>
    </>
  );
}
