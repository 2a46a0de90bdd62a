import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogTitle } from '@/components/ui/dialog.tsx';
import { ControlledDialog } from './controlled-dialog.tsx';

let mounts = 0;
function Content() {
  const [mountedAs] = useState(() => ++mounts);
  return <DialogTitle>Opening {mountedAs}</DialogTitle>;
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ControlledDialog open={open} onOpenChange={setOpen} aria-describedby={undefined}>
        <Content />
      </ControlledDialog>
    </>
  );
}

describe('ControlledDialog', () => {
  it('mounts its content only while open, fresh each time, and takes it away at once', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Opening 1' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Opening/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Opening 2' })).toBeInTheDocument();
  });
});
