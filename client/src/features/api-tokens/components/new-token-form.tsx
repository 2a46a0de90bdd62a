import type { CreatedApiToken } from '@contract/api-tokens.ts';
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES } from '@contract/api-tokens-values.ts';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { useCreateApiToken } from '../api.ts';
import {
  EXPIRY_LABELS,
  EXPIRY_OPTIONS,
  TOKEN_FORM_DEFAULTS,
  tokenFormSchema,
} from '../token-form.ts';

/** Name, scope and expiry of a new token; the secret goes to `onCreated`, shown once. */
export function NewTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const form = useZodForm(tokenFormSchema, { defaultValues: TOKEN_FORM_DEFAULTS });
  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="New API token"
        onSubmit={form.handleSubmit((body) =>
          create.mutate(body, {
            onSuccess: (created) => {
              form.reset(TOKEN_FORM_DEFAULTS);
              onCreated(created);
            },
          }),
        )}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_8rem] sm:items-start"
      >
        <LabelledField control={form.control} name="name" label="Name">
          {(field) => <Input placeholder="e.g. My assistant" autoComplete="off" {...field} />}
        </LabelledField>
        <LabelledField control={form.control} name="scope" label="Access">
          {(field) => (
            <SelectControl
              field={field}
              options={API_TOKEN_SCOPES}
              labels={API_TOKEN_SCOPE_LABELS}
            />
          )}
        </LabelledField>
        <LabelledField control={form.control} name="expiry" label="Expires">
          {(field) => (
            <SelectControl field={field} options={EXPIRY_OPTIONS} labels={EXPIRY_LABELS} />
          )}
        </LabelledField>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create token'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
