import {
  ACCESS_LINK_REQUIRED_MESSAGE,
  createSessionBodySchema,
  SESSION_CREATED_MESSAGE,
  SESSION_DESCRIPTION_MAX,
  SESSION_OUTFITS_MAX,
  SESSION_TITLE_MAX,
} from '@contract/ratings.ts';
import { Link2 } from 'lucide-react';
import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormField, FormItem } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { accessLinkFor, generateAccessToken } from '../access-link.ts';
import { useCreateSession } from '../api.ts';
import { OutfitsToRate } from './outfits-to-rate.tsx';

// The contract's body, plus spec §5: no session without a generated link.
const formSchema = createSessionBodySchema.extend({
  accessToken: z.string().min(1, ACCESS_LINK_REQUIRED_MESSAGE),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = { title: '', description: '', accessToken: '', outfitIds: [] };

/** Spec §2's inline form: Session Title, Description, the outfits, read-only Access Link + Generate. */
export function CreateSessionForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(formSchema, { defaultValues: EMPTY });
  const create = useCreateSession();
  const outfitsLabel = useId();
  const token = form.watch('accessToken');

  function onSubmit(body: FormOutput) {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: SESSION_CREATED_MESSAGE });
        form.reset(EMPTY);
        onDone();
      },
    });
  }

  // Title problems show under the field; the spec's toast for a missing link; then the outfits.
  function onInvalid(errors: FieldErrors<FormInput>) {
    if (errors.title) return;
    if (errors.accessToken) {
      toast({ title: ACCESS_LINK_REQUIRED_MESSAGE, variant: 'destructive' });
    } else if (errors.outfitIds) {
      toast({
        title: 'Choose outfits to rate',
        description: errors.outfitIds.message,
        variant: 'destructive',
      });
    }
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        noValidate
        aria-label="Create New Rating Session"
        className="grid gap-6 rounded-3xl border bg-card p-5 shadow-soft sm:p-7"
      >
        <div>
          <h2 className="font-display text-xl font-medium tracking-tight">
            Create New Rating Session
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Pick the looks you are torn between; friends rate them from a link, no account needed.
          </p>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <LabelledField control={form.control} name="title" label="Session Title">
            {(field) => (
              <Input
                placeholder="Which look for Friday's dinner?"
                maxLength={SESSION_TITLE_MAX}
                autoComplete="off"
                required
                {...field}
              />
            )}
          </LabelledField>
          <LabelledField control={form.control} name="description" label="Description">
            {(field) => (
              <Textarea
                rows={1}
                placeholder="A little context for your friends (optional)"
                maxLength={SESSION_DESCRIPTION_MAX}
                className="min-h-10"
                {...field}
                value={field.value ?? ''}
              />
            )}
          </LabelledField>
        </div>

        <FormField
          control={form.control}
          name="outfitIds"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-baseline justify-between gap-3">
                <span id={outfitsLabel} className="text-sm font-medium">
                  Outfits to rate
                </span>
                <span className="text-xs text-muted-foreground" aria-live="polite">
                  {field.value.length} of {SESSION_OUTFITS_MAX} chosen
                </span>
              </div>
              <OutfitsToRate
                selected={field.value}
                onChange={field.onChange}
                labelledBy={outfitsLabel}
              />
            </FormItem>
          )}
        />

        <div className="grid gap-2">
          <label htmlFor="access-link" className="text-sm font-medium">
            Access Link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="access-link"
              readOnly
              value={token ? accessLinkFor(token) : ''}
              placeholder="Generate a link to share"
              className="font-mono text-[13px]"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                form.setValue('accessToken', generateAccessToken(), { shouldValidate: false })
              }
            >
              <Link2 aria-hidden="true" />
              Generate
            </Button>
          </div>
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {create.isPending ? 'Creating...' : 'Create Session'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
