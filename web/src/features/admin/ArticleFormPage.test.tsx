import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import {
  CreateArticleDocument,
  EditArticleDocument,
  TranslationCandidatesDocument,
  UpdateArticleDocument,
} from '../../gql/graphql';
import { todayIso } from '../../shared/timeZone';
import { unsavedKey } from '../../shared/unsavedArticles';
import { createHeadCollector, HeadCollectorContext } from '../../shared/head';
import { renderScreen } from '../../test/render';
import {
  editArticle,
  editor,
  fill,
  renderAdd,
  renderEdit,
  reporter,
  savedArticle,
  unchangedUpdate,
  viewerMock,
  renderForm,
} from './articleFormTesting';
import ArticleFormPage from './ArticleFormPage';
import { formActions, listToReturnTo } from './articleForm/actions';
import { isMediaUrl } from './articleSchema';
import { autosaveTiming } from './autosave';

/** A new draft as the add form sends it once `fillDraft` has filled it in. */
const metroDraft = () => ({
  title: 'Metro line opens',
  content: 'The first trains ran on Monday.',
  category: 'TECHNOLOGY',
  language: 'EN',
  mediaUrl: 'https://example.com/metro.jpg',
  date: todayIso(),
  status: 'DRAFT',
});

async function fillDraft(
  user: ReturnType<typeof userEvent.setup>,
  input: ReturnType<typeof metroDraft>,
) {
  await fill(user, await screen.findByLabelText(/^Title/), input.title);
  await fill(user, screen.getByLabelText(/^Content/), input.content);
  await user.selectOptions(screen.getByLabelText(/^Category/), input.category);
  await fill(user, screen.getByLabelText(/^Image URL/), input.mediaUrl);
}

/** Article 7, published, as an editor's edit page loads it. */
const publishedArticle = () =>
  editArticle({
    status: 'PUBLISHED',
    publishedAt: '2026-11-20T05:00:00.000Z',
    viewerCanPublish: true,
  });

describe('Article form, add mode', () => {
  it('starts with the spec defaults: today, the logged-in author (read-only), saving disabled', async () => {
    renderAdd();
    expect(
      await screen.findByRole('heading', { name: 'Add New News Article' }),
    ).toBeInTheDocument();
    const author = screen.getByLabelText(/^Author/);
    expect(author).toHaveValue('Kavya Reddy');
    expect(author).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(todayIso());
    // The edition starts as the interface's language.
    expect(screen.getByRole('combobox', { name: /^Edition/ })).toHaveValue('EN');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled());
  });

  it('saves a draft with a title alone, and says what each other action still needs', async () => {
    renderAdd();
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save draft' });
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(screen.getByText('Write a title or some text to save a draft.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Title/), 'Floods in Khammam');
    await waitFor(() => expect(save).toBeEnabled());
    expect(submit).toBeDisabled();
    const needs = screen.getByText('To submit for review, add: text, category, photo, summary');
    expect(submit).toHaveAccessibleDescription(needs.textContent);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'SPORTS');
    await fill(user, screen.getByLabelText(/^Content/), 'Rivers rose overnight.');
    expect(
      await screen.findByText('To submit for review, add: photo, summary'),
    ).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Image URL/), '/media/x.png');
    expect(await screen.findByText('To submit for review, add: summary')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await fill(user, screen.getByLabelText(/^Summary/), 'Roads closed by the floods.');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(/^To submit for review/)).not.toBeInTheDocument();
    // The date is still needed by any save.
    await user.clear(screen.getByLabelText(/^Date/));
    await user.tab();
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('names both actions an editor may not take yet, in Telugu too', async () => {
    renderAdd([], 'te', editor);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(new RegExp(`^${te.articleForm.title}`)), 'వరదలు');
    expect(
      await screen.findByText('ప్రచురించడానికి లేదా షెడ్యూల్ చేయడానికి ఇవి చేర్చండి: విషయం, విభాగం, ఫోటో, సారాంశం'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: te.articleForm.saveDraft })).toBeEnabled();
  });

  it('keeps a pasted headline whole and counts it against the limit, instead of cutting it', async () => {
    renderAdd();
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    expect(screen.getByText('0 of 200 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Content/), 'Text.');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'SPORTS');
    await user.type(screen.getByLabelText(/^Image URL/), '/media/x.png');
    await user.click(title);
    const pasted = 'Headline words '.repeat(44).trim();
    expect([...pasted].length).toBe(659);
    await user.paste(pasted);
    expect(title).toHaveValue(pasted);
    expect(await screen.findByText('659 of 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    // Cut back to the limit, it may be saved.
    await user.clear(title);
    await user.paste(pasted.slice(0, 200));
    expect(await screen.findByText('200 of 200 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
  });

  it('counts the summary in Telugu letters, and in Telugu', async () => {
    renderAdd([], 'te');
    const summary = await screen.findByLabelText(new RegExp(`^${te.articleForm.summary}`));
    const user = userEvent.setup();
    await user.click(summary);
    await user.paste('వరద హెచ్చరిక');
    expect(await screen.findByText('300లో 12 అక్షరాలు')).toBeInTheDocument();
  });

  it('refuses an image address that is neither http(s) nor a path on this site, and a future date', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Image URL/), 'javascript:alert(1)');
    const date = screen.getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.tab();
    expect(
      await screen.findByText('Enter an http(s) address or a path starting with /'),
    ).toBeInTheDocument();
    expect(screen.getByText('Date cannot be in the future')).toBeInTheDocument();
  });

  it("shows 'Saving...' while saving, then stays in the form, now at the draft's address", async () => {
    const input = metroDraft();
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        delay: 300,
        result: { data: { createArticle: savedArticle(input) } },
      },
    ]);
    const user = userEvent.setup();
    await fillDraft(user, input);
    const save = screen.getByRole('button', { name: 'Save draft' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    const title = screen.getByLabelText(/^Title/);
    // Saving a draft keeps the writer in the editor: the same form, at the draft's own address.
    expect(await screen.findByText('The draft was saved.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/edit/99');
    expect(screen.getByLabelText(/^Title/)).toBe(title);
    expect(title).toHaveValue(input.title);
  });

  it("shows the spec's failure message and re-enables saving when the create fails", async () => {
    const input = {
      title: 'T',
      content: 'C',
      category: 'SPORTS',
      language: 'EN',
      mediaUrl: '/media/x.png',
      date: todayIso(),
      status: 'DRAFT',
    };
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        result: {
          errors: [
            {
              message: 'date must not be in the future',
              extensions: { code: 'BAD_USER_INPUT', field: 'date' },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Title/), 'T');
    await fill(user, screen.getByLabelText(/^Content/), 'C');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'SPORTS');
    await fill(user, screen.getByLabelText(/^Image URL/), '/media/x.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Failed to create news article. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('date must not be in the future')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  it('keeps the form out of search engines, with its title', async () => {
    const collector = createHeadCollector();
    renderScreen(
      <HeadCollectorContext.Provider value={collector}>
        <ArticleFormPage />
      </HeadCollectorContext.Provider>,
      { path: '/admin/add', user: reporter, mocks: [viewerMock(reporter)] },
    );
    expect(
      await screen.findByRole('heading', { name: 'Add New News Article' }),
    ).toBeInTheDocument();
    expect(collector.head).toMatchObject({
      title: 'Add New News Article | News Today',
      noindex: true,
    });
    expect(document.title).toBe('Add New News Article | News Today');
  });

  it('speaks Telugu in Telugu', async () => {
    renderAdd([], 'te');
    expect(
      await screen.findByRole('heading', { name: te.articleForm.addTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(te.articleForm.draftNeedsWords)).toBeInTheDocument();
  });
});

// Not getAll: a read-only form may have no button at all. The notes thread's button is not the form's.
/** The article form's own buttons (not the live coverage panel's, which saves no article). */
const buttonsOf = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => !b.closest('section[aria-labelledby="live-desk"]'))
    .map((b) => b.textContent?.trim())
    .filter((label) => label && !/^(Find|Unlink|Add note)$/.test(label));

describe('Article form, unsaved changes', () => {
  const key = unsavedKey(reporter.id, undefined);

  async function typeAndLeave(text: string) {
    const first = renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), text);
    // Kept once typing pauses: waited for as a state, however slow the machine.
    await waitFor(() => expect(localStorage.getItem(key)).toContain(text), { timeout: 30_000 });
    first.unmount();
    return user;
  }

  it('keeps what is typed in this browser, and offers it back when the form opens again', async () => {
    const user = await typeAndLeave('Half a headline');
    renderAdd();
    expect(
      await screen.findByText(/^Changes you had not saved \(.+\) were kept/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Half a headline');
    expect(screen.queryByText(/^Changes you had not saved/)).not.toBeInTheDocument();
  });

  it('keeps the last words when the tab closes before typing pauses', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'Floods in Khamm');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(key)).toContain('Floods in Khamm');
  });

  it('forgets them when discarded', async () => {
    const user = await typeAndLeave('A headline to drop');
    renderAdd();
    await user.click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('forgets them once the article is saved', async () => {
    const input = metroDraft();
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        result: { data: { createArticle: savedArticle(input) } },
      },
    ]);
    const user = userEvent.setup();
    await fillDraft(user, input);
    await waitFor(() => expect(localStorage.getItem(key)).toContain(input.mediaUrl), {
      timeout: 30_000,
    });
    const save = screen.getByRole('button', { name: 'Save draft' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    // Saving a draft keeps the writer in the editor.
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it('says so in Telugu', async () => {
    await typeAndLeave('Half');
    renderAdd([], 'te');
    expect(
      await screen.findByText(new RegExp(`^${te.articleForm.unsavedKept.split('(')[0]}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: te.articleForm.unsavedRestore })).toBeInTheDocument();
  });
});

describe('Article form, two people saving one article', () => {
  const theirs = editArticle({
    title: 'Metro line opens to riders',
    content: 'The editor rewrote this.',
    updatedAt: '2026-11-20T06:00:00.000Z',
  });
  const mine = { ...unchangedUpdate, title: 'Metro line opens at last' };

  it('keeps my changes, shows theirs, and saves mine over theirs only when asked again', async () => {
    renderEdit(editArticle({}), reporter, [
      {
        request: { query: UpdateArticleDocument, variables: { id: '7', input: mine } },
        result: {
          errors: [
            {
              message:
                'The article was changed at 2026-11-20T06:00:00.000Z, after the updatedAt sent',
              extensions: { code: 'CONFLICT', field: 'updatedAt' },
            },
          ],
        },
      },
      {
        request: { query: EditArticleDocument, variables: { id: '7' } },
        result: { data: { article: theirs } },
      },
      {
        request: {
          query: UpdateArticleDocument,
          variables: { id: '7', input: { ...mine, updatedAt: theirs.updatedAt } },
        },
        result: { data: { updateArticle: { ...theirs, title: mine.title } } },
      },
    ]);
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, mine.title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/^Someone else saved this article at .+, after you opened it/),
    ).toBeInTheDocument();
    expect(screen.getByText('Their version')).toBeInTheDocument();
    expect(screen.getByText('Metro line opens to riders')).toBeInTheDocument();
    expect(screen.getByText('The editor rewrote this.')).toBeInTheDocument();
    // Mine is still in the form, and a second save sends their reading: mine replaces theirs.
    expect(title).toHaveValue(mine.title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The article was updated.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it('takes theirs into the form when asked', async () => {
    renderEdit(editArticle({}), reporter, [
      {
        request: { query: UpdateArticleDocument, variables: { id: '7', input: mine } },
        result: {
          errors: [{ message: 'changed', extensions: { code: 'CONFLICT', field: 'updatedAt' } }],
        },
      },
      {
        request: { query: EditArticleDocument, variables: { id: '7' } },
        result: { data: { article: theirs } },
      },
    ]);
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, mine.title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Take theirs' }));
    expect(title).toHaveValue('Metro line opens to riders');
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveTextContent(
      /^The editor rewrote this.$/,
    );
    expect(screen.queryByText('Their version')).not.toBeInTheDocument();
  });
});

describe('Article form, the actions the role allows', () => {
  it('offers a reporter Save draft and Submit for review, never Publish or Schedule', async () => {
    renderAdd();
    expect(await screen.findByRole('button', { name: 'Save draft' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Publish at/)).not.toBeInTheDocument();
  });

  it('offers an editor Publish first, Save draft, and Schedule with a time', async () => {
    renderAdd([], 'en', editor);
    expect(await screen.findByRole('button', { name: 'Publish' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(buttonsOf()).toEqual(['Publish', 'Save draft', 'Schedule']);
    expect(screen.getByLabelText(/^Publish at/)).toHaveAttribute('type', 'datetime-local');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it("edits a reporter's own draft: Save and Submit for review", async () => {
    renderEdit(editArticle({}), reporter);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(buttonsOf()).toEqual(['Save', 'Submit for review']);
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('lets an editor reschedule or unpublish a published article', async () => {
    renderEdit(publishedArticle(), editor);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(buttonsOf()).toEqual(['Save', 'Schedule', 'Unpublish']);
  });

  it('shows no save buttons where the api says the viewer may not edit', async () => {
    const someoneElse = { __typename: 'ArticleAuthor', id: '9', name: 'Ravi Teja' };
    renderEdit(
      editArticle({ status: 'IN_REVIEW', viewerCanEdit: false, author: someoneElse }),
      reporter,
    );
    expect(
      await screen.findByText(
        'You may not edit this article. Reporters edit only their own drafts.',
      ),
    ).toBeInTheDocument();
    expect(buttonsOf()).toEqual([]);
  });

  it('tells a reporter what happens next to their own article in review', async () => {
    renderEdit(editArticle({ status: 'IN_REVIEW', viewerCanEdit: false }), reporter);
    expect(
      await screen.findByText(
        'Submitted for review: an editor will publish it or send it back. Withdraw it to make changes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^You may not edit this article/)).not.toBeInTheDocument();
    expect(buttonsOf()).toEqual(['Withdraw from review']);
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/admin');
  });

  it('lets the reporter withdraw their article from review and edit it again', async () => {
    renderEdit(editArticle({ status: 'IN_REVIEW', viewerCanEdit: false }), reporter, [
      {
        request: {
          query: UpdateArticleDocument,
          variables: { id: '7', input: { status: 'DRAFT' } },
        },
        result: { data: { updateArticle: editArticle({ status: 'DRAFT', viewerCanEdit: true }) } },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Title/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Withdraw from review' }));
    expect(
      await screen.findByText('The article was withdrawn from review and is a draft again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(buttonsOf()).toEqual(['Save', 'Submit for review']));
    expect(screen.getByLabelText(/^Title/)).toBeEnabled();
    expect(screen.queryByText(/^Submitted for review/)).not.toBeInTheDocument();
  });

  it('says so when withdrawing fails, and keeps the article as it was', async () => {
    renderEdit(editArticle({ status: 'IN_REVIEW', viewerCanEdit: false }), reporter, [
      {
        request: {
          query: UpdateArticleDocument,
          variables: { id: '7', input: { status: 'DRAFT' } },
        },
        error: new Error('network down'),
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw from review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to withdraw the article. Please try again.',
    );
    expect(buttonsOf()).toEqual(['Withdraw from review']);
  });

  it('links a published article to its page on the site', async () => {
    renderEdit(publishedArticle(), editor);
    const link = await screen.findByRole('link', { name: 'View on site' });
    expect(link).toHaveAttribute('href', '/news/7');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers a draft or a scheduled article a preview as readers will see it instead', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    renderEdit(
      editArticle({ status: 'PUBLISHED', publishedAt: later, viewerCanPublish: true }),
      editor,
    );
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View on site' })).not.toBeInTheDocument();
    const preview = screen.getByRole('link', { name: 'Preview as readers will see it' });
    expect(preview).toHaveAttribute('href', '/graphql/preview/7');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('says what happens next in Telugu too', async () => {
    renderForm({
      path: '/admin/edit/:id',
      route: '/admin/edit/7',
      user: reporter,
      language: 'te',
      mocks: [
        {
          request: { query: EditArticleDocument, variables: { id: '7' } },
          result: { data: { article: editArticle({ status: 'IN_REVIEW', viewerCanEdit: false }) } },
        },
      ],
    });
    expect(await screen.findByText(te.articleForm.inReview)).toBeInTheDocument();
  });

  it('says why a refusal happened, without "Please try again"', async () => {
    const input = {
      title: 'T',
      content: 'C',
      category: 'SPORTS',
      language: 'EN',
      mediaUrl: '/media/x.png',
      date: todayIso(),
      summary: 'S',
      status: 'IN_REVIEW',
    };
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        result: {
          errors: [
            {
              message: 'Only editors and admins can publish, schedule or unpublish articles',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Title/), 'T');
    await fill(user, screen.getByLabelText(/^Content/), 'C');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'SPORTS');
    await fill(user, screen.getByLabelText(/^Image URL/), '/media/x.png');
    await fill(user, screen.getByLabelText(/^Summary/), 'S');
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    // The api's own reason, not a guess at it.
    expect(alert).toHaveTextContent(
      /^Only editors and admins can publish, schedule or unpublish articles\.$/,
    );
  });
});

describe('Article form, the translation', () => {
  const candidate = (id: string, title: string, viewerCanEdit: boolean) => ({
    __typename: 'Article',
    id,
    title,
    language: 'TE',
    viewerCanEdit,
  });

  it("offers only articles the viewer may change, and says the api's reason for a refusal", async () => {
    const update = { ...unchangedUpdate, translationId: '8' };
    const refusal = 'You may link a translation only between articles you may change';
    renderForm({
      path: '/admin/edit/:id',
      route: '/admin/edit/7',
      user: reporter,
      mocks: [
        {
          request: { query: EditArticleDocument, variables: { id: '7' } },
          result: { data: { article: editArticle({}) } },
        },
        {
          request: {
            query: TranslationCandidatesDocument,
            variables: { search: 'మెట్రో', language: 'TE' },
          },
          result: {
            data: {
              articles: {
                __typename: 'ArticlePage',
                items: [candidate('8', 'మెట్రో లైన్ ప్రారంభం', true), candidate('9', 'మెట్రో రెండో దశ', false)],
              },
            },
          },
        },
        {
          request: { query: UpdateArticleDocument, variables: { id: '7', input: update } },
          result: { errors: [{ message: refusal, extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search titles in Telugu' }),
      'మెట్రో',
    );
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const link = await screen.findByRole('button', { name: 'Link మెట్రో లైన్ ప్రారంభం' });
    expect(screen.queryByRole('button', { name: 'Link మెట్రో రెండో దశ' })).not.toBeInTheDocument();
    expect(screen.queryByText('మెట్రో రెండో దశ')).not.toBeInTheDocument();

    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${refusal}.`);
    expect(alert).not.toHaveTextContent('Please try again');
    expect(alert).not.toHaveTextContent(/reporters edit only their own drafts/i);
  });
});

describe('formActions', () => {
  it('follows the api: canPublish decides Publish, Schedule and Unpublish', () => {
    expect(formActions(undefined, false)).toEqual(['draft', 'review']);
    expect(formActions(undefined, true)).toEqual(['publish', 'draft', 'schedule']);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(formActions({ status: 'IN_REVIEW', publishedAt: null }, true)).toEqual([
      'save',
      'publish',
      'schedule',
    ]);
    expect(formActions({ status: 'PUBLISHED', publishedAt: later }, true)).toEqual([
      'save',
      'publish',
      'schedule',
      'unpublish',
    ]);
    expect(formActions({ status: 'IN_REVIEW', publishedAt: null }, false)).toEqual(['save']);
  });
});

describe('isMediaUrl', () => {
  it('accepts http(s) and site paths only', () => {
    expect(isMediaUrl('https://example.com/a.jpg')).toBe(true);
    expect(isMediaUrl('http://example.com/a.png')).toBe(true);
    expect(isMediaUrl('/media/seed/a.svg')).toBe(true);
    expect(isMediaUrl('//evil.example/a.png')).toBe(false);
    expect(isMediaUrl('/.//evil.example/a.png')).toBe(false);
    expect(isMediaUrl('/%2e//evil.example/a.png')).toBe(false);
    expect(isMediaUrl('/\\evil.example')).toBe(false);
    expect(isMediaUrl('ftp://example.com/a.png')).toBe(false);
    expect(isMediaUrl('https://user:pw@example.com/a.png')).toBe(false);
    expect(isMediaUrl('a picture')).toBe(false);
  });

  it('wants // and a host in an absolute address, as the api does', () => {
    expect(isMediaUrl('HTTPS://Example.com/a.jpg')).toBe(true);
    expect(isMediaUrl('/media/a b.png')).toBe(true);
    expect(isMediaUrl('https:evil.example/a.png')).toBe(false);
    expect(isMediaUrl('http:/evil.example/a.png')).toBe(false);
    expect(isMediaUrl('http:///evil.example/a.png')).toBe(false);
    expect(isMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isMediaUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isMediaUrl('http://a"onerror="x.example/a.png')).toBe(false);
    expect(isMediaUrl('/media/a\tb.png')).toBe(false);
  });
});

describe('listToReturnTo', () => {
  it('goes back to the staff list the form was opened from, else to its first page', () => {
    expect(listToReturnTo({ list: '/admin?status=draft&search=metro&page=2' })).toBe(
      '/admin?status=draft&search=metro&page=2',
    );
    expect(listToReturnTo({ list: '/admin' })).toBe('/admin');
    for (const state of [
      null,
      undefined,
      {},
      { list: 7 },
      { list: '//evil.example' },
      { list: '/users' },
      { list: 'https://x/admin' },
    ]) {
      expect(listToReturnTo(state)).toBe('/admin');
    }
  });
});

describe('Article form, saving by itself', () => {
  it('saves a draft once typing pauses, says when, and forgets the copy kept in the browser', async () => {
    // Longer than the browser copy's pause, so the copy is kept first.
    autosaveTiming.idleMs = 2000;
    const key = unsavedKey(reporter.id, '7');
    const input = { ...unchangedUpdate, title: 'Metro line opens early', autosave: true };
    renderEdit(editArticle({}), reporter, [
      {
        request: { query: UpdateArticleDocument, variables: { id: '7', input } },
        result: {
          data: {
            updateArticle: editArticle({
              title: input.title,
              updatedAt: '2026-11-20T05:20:00.000Z',
            }),
          },
        },
      },
    ]);
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.click(title);
    await user.keyboard('{End} early');
    await waitFor(() => expect(localStorage.getItem(key)).toContain(input.title));
    expect(await screen.findByText(/^Saved \d/)).toBeInTheDocument();
    expect(title).toHaveValue(input.title);
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });

  it('never saves by itself an article out of the drafts, and says its changes wait for Save', async () => {
    autosaveTiming.idleMs = 200;
    renderEdit(publishedArticle(), editor);
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    const line =
      'Not saved automatically once out of the drafts: your changes are kept on this device until you press Save.';
    expect(screen.queryByText(line)).not.toBeInTheDocument();
    await user.click(title);
    await user.keyboard('{End}!');
    // The change stays the editor's to save: it is kept in the browser, not sent.
    await waitFor(() =>
      expect(localStorage.getItem(unsavedKey(editor.id, '7'))).toContain('Metro line opens!'),
    );
    expect(screen.queryByText(/^Saving/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Saved \d/)).not.toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
  });
});
