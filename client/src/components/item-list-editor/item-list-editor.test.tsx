import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { ItemListEditorDialog } from './item-list-editor-dialog.tsx';
import { ItemListEditor, selectedCount } from './item-list-editor.tsx';

const shirt = anItem({ name: 'Oxford shirt' });
const jeans = anItem({ name: 'Wide jeans', category: 'bottoms' });
const scarf = anItem({ name: 'Silk scarf', category: 'accessories' });
const trip = { id: 't1', name: 'Lisbon', itemIds: [shirt.id] };

interface HarnessProps {
  max?: number;
  loading?: boolean;
  onSave?: (itemIds: string[], saved: () => void) => void;
}

/** A page with a list and its editor, as capsules and packing lists have. */
function Page({ max, loading = false, onSave = (_, saved) => saved() }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit items</button>
      <ItemListEditorDialog open={open} onOpenChange={setOpen} list={trip}>
        {(list, close) => <Editor list={list} onClose={close} {...{ max, loading, onSave }} />}
      </ItemListEditorDialog>
      <Toaster />
    </>
  );
}

function Editor({
  list,
  onClose,
  max,
  loading,
  onSave,
}: Required<Omit<HarnessProps, 'max'>> & {
  max?: number;
  list: typeof trip;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState(list.itemIds);
  return (
    <ItemListEditor
      title={`Select Items for ${list.name}`}
      items={loading ? undefined : [shirt, jeans, scarf]}
      loading={loading}
      selected={selected}
      onChange={setSelected}
      max={max}
      noteFor={(item) => (item.id === scarf.id ? 'Packs small' : null)}
      onSave={(saved) => onSave(selected, saved)}
      saving={false}
      savedMessage="Trip updated"
      onClose={onClose}
    >
      <p>The stylist proposes</p>
    </ItemListEditor>
  );
}

async function openEditor(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Edit items' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Select Items for Lisbon' }) };
}

describe('selectedCount', () => {
  it('counts against a limit, or in items without one', () => {
    expect(selectedCount(3, 5)).toBe('3 / 5 selected');
    expect(selectedCount(1)).toBe('1 item selected');
    expect(selectedCount(0)).toBe('0 items selected');
  });
});

describe('ItemListEditor', () => {
  it('starts from the list, says the count, and shows what goes above the pieces', async () => {
    const { dialog } = await openEditor();
    expect(dialog).toHaveAccessibleDescription('1 item selected');
    expect(within(dialog).getByText('The stylist proposes')).toBeInTheDocument();
    const grid = within(dialog).getByRole('list', { name: 'Wardrobe items' });
    expect(within(grid).getByRole('button', { name: /Oxford shirt/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /Silk scarf/ })).toHaveAccessibleDescription(
      'Packs small',
    );
  });

  it('counts against the limit and stops there', async () => {
    const { user, dialog } = await openEditor({ max: 2 });
    expect(dialog).toHaveAccessibleDescription('1 / 2 selected');
    await user.click(within(dialog).getByRole('button', { name: /Wide jeans/ }));
    expect(dialog).toHaveAccessibleDescription('2 / 2 selected');
    expect(within(dialog).getByRole('button', { name: /Silk scarf/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('saves the selection, says Success and closes', async () => {
    const onSave = vi.fn((_: string[], saved: () => void) => saved());
    const { user, dialog } = await openEditor({ onSave });
    await user.click(within(dialog).getByRole('button', { name: /Wide jeans/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Items' }));
    expect(onSave).toHaveBeenCalledWith([shirt.id, jeans.id], expect.any(Function));
    expect(await screen.findByText('Trip updated')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open when the save is refused', async () => {
    const { user, dialog } = await openEditor({ onSave: () => {} });
    await user.click(within(dialog).getByRole('button', { name: 'Save Items' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('forgets an unsaved choice on Cancel: the next opening starts from the list again', async () => {
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: /Wide jeans/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit items' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('1 item selected');
  });

  it('holds the grid’s shape while the wardrobe loads', async () => {
    const { dialog } = await openEditor({ loading: true });
    expect(within(dialog).getByRole('list', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Save Items' })).toBeEnabled();
  });
});
