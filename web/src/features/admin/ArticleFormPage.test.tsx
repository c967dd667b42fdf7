import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { CreateArticleDocument } from '../../gql/graphql';
import { todayIso } from '../../shared/dates';
import type { CurrentUser } from '../../shared/session';
import { renderScreen } from '../../test/render';
import ArticleFormPage from './ArticleFormPage';
import { isMediaUrl } from './articleSchema';

const reporter: CurrentUser = {
  id: '3',
  username: 'reporter',
  fullName: 'Kavya Reddy',
  role: 'reporter',
};

function renderAdd(mocks: MockLink.MockedResponse[] = [], language: 'en' | 'te' = 'en') {
  return renderScreen(<ArticleFormPage />, {
    path: '/admin/add',
    user: reporter,
    language,
    mocks,
    routes: [{ path: '/admin', element: <p>admin list</p> }],
  });
}

describe('Article form, add mode', () => {
  it('starts with the spec defaults: today, the logged-in author (read-only), Save disabled', async () => {
    renderAdd();
    expect(
      await screen.findByRole('heading', { name: 'Add New News Article' }),
    ).toBeInTheDocument();
    const author = screen.getByLabelText(/^Author/);
    expect(author).toHaveValue('Kavya Reddy');
    expect(author).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(todayIso());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('shows each required message once its field is touched', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Title/));
    await user.click(screen.getByLabelText(/^Content/));
    await user.click(screen.getByLabelText(/^Category/));
    await user.click(screen.getByLabelText(/^Image URL/));
    await user.clear(screen.getByLabelText(/^Date/));
    await user.tab();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Image URL is required')).toBeInTheDocument();
    expect(screen.queryByText('Author is required')).not.toBeInTheDocument();
  });

  it('shows no message for a field nobody has touched', async () => {
    renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'A headline');
    await user.tab();
    expect(screen.queryByText('Content is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
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

  it("shows 'Saving...' and a disabled button while saving, then goes to /admin", async () => {
    const input = {
      title: 'Metro line opens',
      content: 'The first trains ran on Monday.',
      category: 'TECHNOLOGY',
      mediaUrl: 'https://example.com/metro.jpg',
      date: todayIso(),
    };
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        delay: 300,
        result: {
          data: {
            createArticle: {
              id: '99',
              ...input,
              createdAt: new Date().toISOString(),
              author: { name: 'Kavya Reddy' },
            },
          },
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), input.title);
    await user.type(screen.getByLabelText(/^Content/), input.content);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'TECHNOLOGY');
    await user.type(screen.getByLabelText(/^Image URL/), input.mediaUrl);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(await screen.findByText('admin list')).toBeInTheDocument();
  });

  it("shows the spec's failure message and re-enables saving when the create fails", async () => {
    const input = {
      title: 'T',
      content: 'C',
      category: 'SPORTS',
      mediaUrl: '/media/x.png',
      date: todayIso(),
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
    await user.type(await screen.findByLabelText(/^Title/), 'T');
    await user.type(screen.getByLabelText(/^Content/), 'C');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'SPORTS');
    await user.type(screen.getByLabelText(/^Image URL/), '/media/x.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to create news article. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('date must not be in the future')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('speaks Telugu in Telugu', async () => {
    renderAdd([], 'te');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: te.articleForm.addTitle }),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(new RegExp(`^${te.articleForm.title}`)));
    await user.tab();
    expect(await screen.findByText(te.articleForm.titleRequired)).toBeInTheDocument();
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
