/** Test helpers for the lists' sorts (imported by tests only). */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Each card's name in screen order: its aria-label, or its first heading. */
export const shownNames = () =>
  screen
    .getAllByRole('article')
    .map(
      (card) =>
        card.getAttribute('aria-label') ?? within(card).getAllByRole('heading')[0]?.textContent,
    );

export async function chooseSort(user: UserEvent, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}
