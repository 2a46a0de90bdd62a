import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderConfirm() {
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete Linen shirt?"
      description="It can't be undone."
      confirmLabel="Delete item"
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks first, and acts only on the confirming button', async () => {
    const { onConfirm, user } = renderConfirm();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Linen shirt?' });
    expect(dialog).toHaveTextContent("It can't be undone.");
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does nothing when the person keeps it', async () => {
    const { onConfirm, user } = renderConfirm();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));

    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('starts on the safe choice', async () => {
    const { user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Keep it' })).toHaveFocus();
  });
});
