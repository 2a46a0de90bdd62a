import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('can be opened from elsewhere, e.g. a menu item', async () => {
    const onConfirm = vi.fn();
    function FromMenu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Delete session</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete this session?"
            description="Its votes go too."
            confirmLabel="Delete"
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<FromMenu />);
    const user = userEvent.setup();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
