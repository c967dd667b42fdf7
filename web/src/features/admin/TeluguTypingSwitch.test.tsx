import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editArticle, renderAdd, renderEdit, reporter } from './articleFormTesting';

const SWITCH = 'Type Telugu in English letters';

describe('Article form, typing Telugu in English letters', () => {
  it('offers a switch, off at first, its state said in words, until English is chosen', async () => {
    renderAdd();
    const user = userEvent.setup();
    // A new article's edition follows its words: the switch is there from the start.
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/^Off: what you type stays as typed/);
    // Off, English letters stay English.
    await user.type(screen.getByLabelText(/^Title/), 'nagaram');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('nagaram');
    await user.selectOptions(screen.getByLabelText(/^Edition/), 'EN');
    expect(screen.queryByRole('switch', { name: SWITCH })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Edition/), 'TE');
    expect(await screen.findByRole('switch', { name: SWITCH })).toBeInTheDocument();
  });

  it('has no switch on a saved English article', async () => {
    renderEdit(editArticle({}), reporter);
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Metro line opens');
    expect(screen.queryByRole('switch', { name: SWITCH })).not.toBeInTheDocument();
  });

  it('turns on from the keyboard, says so, is kept in this browser, and types Telugu', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Edition/), 'TE');
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription(/^On: English letters become Telugu as you type/);
    expect(localStorage.getItem('teluguTyping')).toBe('on');
    const title = screen.getByLabelText(/^Title/);
    await user.click(title);
    await user.keyboard('nagaramlo vaarta');
    await user.keyboard('{Backspace}{Backspace}talu');
    expect(title).toHaveValue('నగరంలో వార్తలు');
  });

  it('shows the key of the scheme, written by the scheme', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Edition/), 'TE');
    await user.click(screen.getByText('How to type each letter'));
    expect(screen.getByText('నగరంలో')).toBeVisible();
    expect(screen.getByText('తెలంగాణ')).toBeVisible();
  });
});
