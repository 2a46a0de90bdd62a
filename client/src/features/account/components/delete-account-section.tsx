import { deleteAccountBodySchema, type DeleteAccountBody } from '@contract/account.ts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useSignedInUser } from '@/features/auth/public.ts';
import { useHasPassword } from '@/features/oidc/public.ts';
import { useDeleteAccount } from '../api.ts';
import { SettingsSection } from '@/components/settings-section.tsx';

/** The danger zone: deleting the account, confirmed with the password in a dialog. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      icon={Trash2}
      title="Danger zone"
      danger
      description="Deleting your account removes every piece, outfit, plan, post and photo of yours from this server, for good. Download your data first if you want to keep it."
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-md">
          {/* Mounted only while open: the password is never kept between openings. */}
          <DeleteAccountForm onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  // An account made by signing in with the identity provider has no password: its username
  // confirms instead.
  const hasPassword = useHasPassword() ?? true;
  const { username } = useSignedInUser();
  const form = useZodForm<DeleteAccountBody, DeleteAccountBody>(deleteAccountBodySchema, {
    defaultValues: hasPassword ? { password: '' } : { username: '' },
  });
  const remove = useDeleteAccount();

  function onSubmit(body: DeleteAccountBody) {
    if (remove.isPending) return;
    remove.mutate(body, {
      onSuccess: () => toast({ title: 'Account deleted', description: 'All your data is gone.' }),
    });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            {hasPassword
              ? 'This cannot be undone. Enter your password to delete your account and all its data.'
              : `This cannot be undone. Type your username, ${username}, to delete your account and all its data.`}
          </DialogDescription>
        </DialogHeader>
        {hasPassword ? (
          <LabelledField control={form.control} name="password" label="Password">
            {(field) => (
              <Input
                type="password"
                autoComplete="current-password"
                autoFocus
                {...field}
                value={field.value ?? ''}
              />
            )}
          </LabelledField>
        ) : (
          <LabelledField control={form.control} name="username" label="Username">
            {(field) => (
              <Input
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                {...field}
                value={field.value ?? ''}
              />
            )}
          </LabelledField>
        )}
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Keep my account
          </Button>
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete account'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
