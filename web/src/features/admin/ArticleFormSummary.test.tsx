import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { CreateArticleDocument, UpdateArticleDocument } from '../../gql/graphql';
import { todayIso } from '../../shared/timeZone';
import {
  editArticle,
  editor,
  fill,
  renderAdd,
  renderEdit,
  reporter,
  savedArticle,
  unchangedUpdate,
} from './articleFormTesting';

const TOO_LONG = 'Summary must be at most 300 characters';

const created = {
  title: 'Metro line opens',
  content: 'The first trains ran on Monday.\n\nTickets cost 10 rupees.',
  category: 'TECHNOLOGY',
  language: 'EN',
  mediaUrl: '/media/x.png',
  date: todayIso(),
};

/** Fills in what a new article needs; the content has two paragraphs. */
async function fillIn(user: UserEvent) {
  await fill(user, await screen.findByLabelText(/^Title/), 'Metro line opens');
  await fill(user, screen.getByLabelText(/^Content/), created.content);
  await user.selectOptions(screen.getByLabelText(/^Category/), 'TECHNOLOGY');
  await fill(user, screen.getByLabelText(/^Image URL/), '/media/x.png');
}

describe('Article form, the summary', () => {
  it('says a summary is needed to submit or publish, though a draft is saved without one', async () => {
    renderAdd();
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Content/), created.content);
    const summary = screen.getByLabelText(/^Summary/);
    expect(summary).not.toBeRequired();
    expect(summary).toHaveValue('');
    // Empty, it shows nothing that could pass for a written summary.
    expect(summary).not.toHaveAttribute('placeholder');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
    expect(summary).toHaveAccessibleDescription(
      'Needed to submit or publish; up to 300 characters, for cards, link previews and search engines.',
    );
  });

  it('sends a written summary, trimmed', async () => {
    const input = { ...created, summary: 'Trains run from Miyapur.', status: 'DRAFT' };
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        result: { data: { createArticle: savedArticle(input) } },
      },
    ]);
    const user = userEvent.setup();
    await fillIn(user);
    await fill(user, screen.getByLabelText(/^Summary/), '  Trains run from Miyapur. ');
    const save = screen.getByRole('button', { name: 'Save draft' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The draft was saved.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it('sends no summary for a new article when none was written', async () => {
    const input = { ...created, status: 'DRAFT' };
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        result: { data: { createArticle: savedArticle(input) } },
      },
    ]);
    const user = userEvent.setup();
    await fillIn(user);
    const save = screen.getByRole('button', { name: 'Save draft' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The draft was saved.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it('edits the summary staff wrote, and clears it with an empty field', async () => {
    renderEdit(editArticle({ writtenSummary: 'Trains run from Miyapur.' }), reporter, [
      {
        request: { query: UpdateArticleDocument, variables: { id: '7', input: unchangedUpdate } },
        result: { data: { updateArticle: editArticle({}) } },
      },
    ]);
    const user = userEvent.setup();
    const summary = await screen.findByLabelText(/^Summary/);
    expect(summary).toHaveValue('Trains run from Miyapur.');
    await user.clear(summary);
    // A draft may be saved without it; submitting may not.
    expect(await screen.findByText('To submit for review, add: summary')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The article was updated.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it('refuses 301 characters, counted as characters (code points), not UTF-16 units', async () => {
    renderAdd();
    const user = userEvent.setup();
    const summary = await screen.findByLabelText(/^Summary/);
    await user.click(summary);
    await user.paste('a'.repeat(301));
    await user.tab();
    expect(await screen.findByText(TOO_LONG)).toBeInTheDocument();
    expect(summary).toHaveAccessibleDescription(TOO_LONG);
    expect(summary).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    // 300 emoji are 600 UTF-16 units but 300 characters: they fit.
    await user.clear(summary);
    await user.paste('🗞'.repeat(300));
    await waitFor(() => expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument());
    await user.type(summary, 'a');
    expect(await screen.findByText(TOO_LONG)).toBeInTheDocument();
  });

  it('says so in Telugu', async () => {
    renderAdd([], 'te');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(new RegExp(`^${te.articleForm.summary}`)));
    await user.paste('వ'.repeat(301));
    await user.tab();
    expect(await screen.findByText(te.articleForm.summaryTooLong)).toBeInTheDocument();
  });

  it("shows the gateway's refusal of the summary beside it", async () => {
    renderEdit(editArticle({}), reporter, [
      {
        request: {
          query: UpdateArticleDocument,
          variables: { id: '7', input: { ...unchangedUpdate, summary: 'Trains.' } },
        },
        result: {
          errors: [
            {
              message: 'summary must be at most 300 characters',
              extensions: { code: 'BAD_USER_INPUT', field: 'summary' },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Summary/), 'Trains.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Summary/)).toHaveAccessibleDescription(
        'summary must be at most 300 characters',
      ),
    );
  });
});

const leadBox = () => screen.queryByRole('checkbox', { name: 'Lead story' });

describe('Article form, the lead story', () => {
  it('is not offered to a reporter, adding or editing', async () => {
    renderAdd();
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(leadBox()).not.toBeInTheDocument();
    expect(screen.queryByText("Show as the front page's lead story")).not.toBeInTheDocument();
  });

  it("is not offered on a reporter's own draft either", async () => {
    renderEdit(editArticle({ lead: false }), reporter);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(leadBox()).not.toBeInTheDocument();
  });

  it('lets an editor publish a new article as the lead story: lead true is sent', async () => {
    const input = { ...created, summary: 'Trains run.', status: 'PUBLISHED', lead: true };
    renderAdd(
      [
        {
          request: { query: CreateArticleDocument, variables: { input } },
          result: { data: { createArticle: savedArticle(input) } },
        },
      ],
      'en',
      editor,
    );
    const user = userEvent.setup();
    await fillIn(user);
    await fill(user, screen.getByLabelText(/^Summary/), 'Trains run.');
    const lead = leadBox();
    expect(lead).not.toBeChecked();
    expect(lead).toHaveAccessibleDescription("Show as the front page's lead story");
    await user.click(screen.getByText('Lead story'));
    expect(lead).toBeChecked();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled());
    await user.click(publish);
    expect(await screen.findByText('admin list')).toBeInTheDocument();
    expect(await screen.findByText('The article was published.')).toBeInTheDocument();
  });

  it('shows an editor whether an article leads, and sends lead false when unticked', async () => {
    const article = editArticle({
      status: 'PUBLISHED',
      publishedAt: '2026-11-20T05:00:00.000Z',
      lead: true,
      viewerCanPublish: true,
    });
    renderEdit(article, editor, [
      {
        request: {
          query: UpdateArticleDocument,
          variables: { id: '7', input: { ...unchangedUpdate, lead: false } },
        },
        result: { data: { updateArticle: { ...article, lead: false } } },
      },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save' });
    expect(leadBox()).toBeChecked();
    await user.click(screen.getByText('Lead story'));
    expect(leadBox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('admin list')).toBeInTheDocument();
  });

  it("shows the api's refusal of the lead story beside the box, until it changes", async () => {
    renderEdit(editArticle({ viewerCanPublish: true }), editor, [
      {
        request: {
          query: UpdateArticleDocument,
          variables: { id: '7', input: { ...unchangedUpdate, lead: true } },
        },
        result: {
          errors: [
            {
              message: 'Only editors and admins can publish, schedule or unpublish articles',
              extensions: { code: 'FORBIDDEN', reason: 'PUBLISHERS_ONLY', field: 'lead' },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save' });
    await user.click(screen.getByText('Lead story'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = 'Only editors and admins can choose the lead story';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(leadBox()).toHaveAccessibleDescription(refusal);
    expect(leadBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to update news article/);
    // Changing the choice drops the refusal.
    await user.click(screen.getByText('Lead story'));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(leadBox()).toHaveAccessibleDescription("Show as the front page's lead story");
  });

  it('speaks Telugu', async () => {
    renderAdd([], 'te', editor);
    expect(
      await screen.findByRole('checkbox', { name: te.articleForm.lead }),
    ).toHaveAccessibleDescription(te.articleForm.leadHelp);
  });
});
