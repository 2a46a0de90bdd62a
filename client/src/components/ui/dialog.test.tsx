import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { Toast, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';

function LongDialog({ withBody }: { withBody: boolean }) {
  const fields = Array.from({ length: 30 }, (_, i) => <p key={i}>Field {i + 1}</p>);
  return (
    <Dialog open>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Long form</DialogTitle>
          <DialogDescription>Many fields.</DialogDescription>
        </DialogHeader>
        <DialogForm onSubmit={(event) => event.preventDefault()}>
          {withBody ? <DialogBody>{fields}</DialogBody> : fields}
          <DialogFooter>
            <button type="submit">Save</button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

const footerOf = (button: HTMLElement) => button.closest('[data-slot="dialog-footer"]');

describe('Dialog: long dialogs keep their actions in view', () => {
  it('scrolls only the body: the content is a clipped column, the body scrolls', () => {
    render(<LongDialog withBody />);
    const dialog = screen.getByRole('dialog', { name: 'Long form' });
    // The column layout applies only when a body is inside (CSS :has), so it is stated on the content.
    expect(dialog.className).toContain('has-[[data-slot=dialog-body]]:flex');
    expect(dialog.className).toContain('has-[[data-slot=dialog-body]]:overflow-hidden');
    const body = within(dialog).getByText('Field 1').parentElement!;
    expect(body.dataset.slot).toBe('dialog-body');
    expect(body).toHaveClass('overflow-y-auto', 'min-h-0', 'flex-1');
    // The footer comes after the body, outside what scrolls.
    const footer = footerOf(within(dialog).getByRole('button', { name: 'Save' }))!;
    expect(body.contains(footer)).toBe(false);
    expect(body.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the footer sticky, opaque and ruled off when the whole dialog scrolls', () => {
    render(<LongDialog withBody={false} />);
    const footer = footerOf(screen.getByRole('button', { name: 'Save' }))!;
    expect(footer).toHaveClass('sticky', '-bottom-6', 'bg-card', 'border-t', 'z-10');
    // It reaches through the dialog's padding, so nothing shows below or beside it.
    expect(footer).toHaveClass('-mx-6', '-mb-6', 'sm:-bottom-7', 'sm:-mx-7', 'sm:-mb-7');
  });

  it('lets a dialog add its own footer classes', () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Short</DialogTitle>
          <DialogFooter className="items-center">
            <button type="button">OK</button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    expect(footerOf(screen.getByRole('button', { name: 'OK' }))).toHaveClass(
      'items-center',
      'sticky',
    );
  });
});

function DialogWithToast({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <ToastProvider>
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Piece</DialogTitle>
          <DialogDescription>Its details.</DialogDescription>
          <button type="button">Log wear</button>
        </DialogContent>
      </Dialog>
      {/* Shown after the dialog opened, as "Wear logged" is: a dismissable layer above it. */}
      <Toast open>
        <ToastTitle>Wear logged</ToastTitle>
      </Toast>
      <ToastViewport />
    </ToastProvider>
  );
}

describe('Dialog: Escape', () => {
  it('closes the dialog the focus is in even while a toast is showing', async () => {
    const onOpenChange = vi.fn();
    render(<DialogWithToast onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'Log wear' });
    button.focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes a dialog once when nothing is above it', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Piece</DialogTitle>
          <DialogDescription>Its details.</DialogDescription>
          <button type="button">Log wear</button>
        </DialogContent>
      </Dialog>,
    );
    screen.getByRole('button', { name: 'Log wear' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
