import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AddArticleNoteDocument,
  EditArticleDocument,
  SendArticleBackDocument,
} from '../../gql/graphql';
import { formatDateTime } from '../../shared/dates';
import { renderScreen } from '../../test/render';
import { editArticle, editor, fill, renderEdit, reporter } from './articleFormTesting';
import ArticleFormPage from './ArticleFormPage';

const editorAuthor = { __typename: 'ArticleAuthor', id: '2', name: 'Srinivas Varma' };
const reporterAuthor = { __typename: 'ArticleAuthor', id: '3', name: 'Kavya Reddy' };

const note = (id: string, text: string, sentBack: boolean, author = editorAuthor) => ({
  __typename: 'ArticleNote',
  id,
  text,
  sentBack,
  createdAt: '2026-11-21T06:15:00.000Z',
  author,
});

/** The reporter's article 7 in review, as an editor's form loads it. */
const inReview = (overrides: Record<string, unknown> = {}) =>
  editArticle({ status: 'IN_REVIEW', viewerCanPublish: true, ...overrides });

/** The reporter's draft 7 an editor sent back with `text`. */
const sentBack = (text: string) =>
  editArticle({
    updatedAt: '2026-11-21T06:15:00.000Z',
    notes: [note('41', text, true)],
  });

const sendBackMock = (text: string) => ({
  request: {
    query: SendArticleBackDocument,
    variables: { id: '7', note: text, updatedAt: '2026-11-20T05:10:00.000Z' },
  },
  result: {
    data: { sendArticleBack: { ...sentBack(text), viewerCanPublish: true } },
  },
});

describe('Send back', () => {
  it('asks an editor for a note, counts it, then shows a toast and the article as a draft', async () => {
    const user = userEvent.setup();
    renderEdit(inReview(), editor, [sendBackMock('Add the mayor’s quote.')]);
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send this article back to its author',
    });
    const field = within(dialog).getByLabelText(/What should the author change\?/);
    expect(within(dialog).getByText('0 / 2000 characters')).toBeInTheDocument();
    // A note is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Write a note for the author.')).toBeInTheDocument();
    await fill(user, field, 'Add the mayor’s quote.');
    expect(within(dialog).getByText('22 / 2000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await screen.findByText('The article was sent back to Kavya Reddy as a draft.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
    // The note is in the thread, marked as the one it was sent back with.
    const thread = screen.getByRole('list', { name: 'Notes' });
    expect(within(thread).getByText('Add the mayor’s quote.')).toBeInTheDocument();
    expect(within(thread).getByText('Sent back')).toBeInTheDocument();
  });

  it('says so in the dialog when sending fails, and lets the editor try again', async () => {
    const user = userEvent.setup();
    renderEdit(inReview(), editor, [
      {
        request: sendBackMock('Shorter').request,
        result: {
          errors: [
            {
              message: 'Only an article in review can be sent back',
              extensions: { code: 'CONFLICT', field: 'status' },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox'), 'Shorter');
    const send = within(dialog).getByRole('button', { name: 'Send back' });
    await user.click(send);
    expect(
      await within(dialog).findByText('Only an article in review can be sent back.'),
    ).toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('is not offered to a reporter, nor on a draft', async () => {
    renderEdit(editArticle({ status: 'IN_REVIEW', viewerCanEdit: false }), reporter);
    expect(await screen.findByRole('button', { name: 'Withdraw from review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
  });
});

describe('The notes thread', () => {
  it('shows the notes oldest first with author and time, and adds one', async () => {
    const user = userEvent.setup();
    const article = inReview({
      notes: [
        note('1', 'Which ward is this?', false),
        note('2', 'Ward 12.', false, reporterAuthor),
      ],
    });
    renderEdit(article, editor, [
      {
        request: { query: AddArticleNoteDocument, variables: { id: '7', text: 'Thanks.' } },
        result: {
          data: {
            addArticleNote: {
              ...note('3', 'Thanks.', false),
              createdAt: '2026-11-21T07:00:00.000Z',
            },
          },
        },
      },
    ]);
    const thread = await screen.findByRole('list', { name: 'Notes' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `Srinivas Varma, ${formatDateTime('2026-11-21T06:15:00.000Z', 'en')}Which ward is this?`,
      `Kavya Reddy, ${formatDateTime('2026-11-21T06:15:00.000Z', 'en')}Ward 12.`,
    ]);
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await fill(user, screen.getByLabelText('Add a note'), 'Thanks.');
    await user.click(add);
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    expect(within(thread).getAllByRole('listitem')[2]).toHaveTextContent('Thanks.');
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
  });

  it('shows a failure beside the field and keeps the text', async () => {
    const user = userEvent.setup();
    renderEdit(inReview(), editor, [
      {
        request: { query: AddArticleNoteDocument, variables: { id: '7', text: 'Hello' } },
        error: new Error('offline'),
      },
    ]);
    await fill(user, await screen.findByLabelText('Add a note'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(/Failed to add the note/)).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
  });
});

describe('A sent-back draft', () => {
  it("shows the reporter the editor's note above the form", async () => {
    renderEdit(sentBack('Add the second source.'), reporter);
    const banner = await screen.findByText('Sent back by Srinivas Varma:');
    expect(banner.closest('[role="status"]')).toHaveTextContent('Add the second source.');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('says it in Telugu, with the thread in Telugu too', async () => {
    renderScreen(<ArticleFormPage />, {
      path: '/admin/edit/:id',
      route: '/admin/edit/7',
      user: reporter,
      language: 'te',
      mocks: [
        {
          request: { query: EditArticleDocument, variables: { id: '7' } },
          result: { data: { article: sentBack('రెండో ఆధారం చేర్చండి.') } },
        },
      ],
    });
    expect(await screen.findByText('Srinivas Varma తిరిగి పంపారు:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'గమనికలు' })).toBeInTheDocument();
    expect(screen.getByText('తిరిగి పంపబడింది')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'గమనిక జోడించు' })).toBeDisabled();
    expect(
      screen.getByText(`Srinivas Varma, ${formatDateTime('2026-11-21T06:15:00.000Z', 'te')}`),
    ).toBeInTheDocument();
  });

  it('shows no banner once it is in review again', async () => {
    renderEdit({ ...sentBack('Fix it.'), status: 'IN_REVIEW', viewerCanEdit: false }, reporter);
    expect(await screen.findByRole('button', { name: 'Withdraw from review' })).toBeInTheDocument();
    expect(screen.queryByText(/Sent back by/)).not.toBeInTheDocument();
  });
});
