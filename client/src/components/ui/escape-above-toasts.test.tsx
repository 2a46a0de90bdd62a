import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog.tsx';
import { Sheet, SheetContent, SheetTitle } from './sheet.tsx';
import { Toast, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

// The dialog's own case is in dialog.test.tsx; the alert dialog and the sheet share its rule:
// Escape closes the layer the focus is in, not the toast shown above it.

function WithToast({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      {children}
      <Toast open>
        <ToastTitle>Item deleted successfully!</ToastTitle>
      </Toast>
      <ToastViewport />
    </ToastProvider>
  );
}

describe('Escape while a toast shows', () => {
  it('closes the alert dialog the focus is in', async () => {
    const onOpenChange = vi.fn();
    render(
      <WithToast>
        <AlertDialog open onOpenChange={onOpenChange}>
          <AlertDialogContent>
            <AlertDialogTitle>Delete this look?</AlertDialogTitle>
            <AlertDialogDescription>It cannot be undone.</AlertDialogDescription>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
          </AlertDialogContent>
        </AlertDialog>
      </WithToast>,
    );
    screen.getByRole('button', { name: 'Keep it' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('Item deleted successfully!')).toBeInTheDocument();
  });

  it('closes the sheet the focus is in', async () => {
    const onOpenChange = vi.fn();
    render(
      <WithToast>
        <Sheet open onOpenChange={onOpenChange}>
          <SheetContent aria-describedby={undefined}>
            <SheetTitle>Menu</SheetTitle>
            <button type="button">Wardrobe</button>
          </SheetContent>
        </Sheet>
      </WithToast>,
    );
    screen.getByRole('button', { name: 'Wardrobe' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves an alert dialog with nothing above it to close once', async () => {
    const onOpenChange = vi.fn();
    render(
      <AlertDialog open onOpenChange={onOpenChange}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete this look?</AlertDialogTitle>
          <AlertDialogDescription>It cannot be undone.</AlertDialogDescription>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>,
    );
    screen.getByRole('button', { name: 'Keep it' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });
});
