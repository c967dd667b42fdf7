import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateArticleDocument } from '../../gql/graphql';
import {
  editArticle,
  renderAdd,
  renderEdit,
  reporter,
  savedArticle,
  unchangedUpdate,
} from './articleFormTesting';

const MESSAGES = {
  en: {
    title: 'Title is required',
    content: 'Content is required',
    category: 'Category is required',
    mediaUrl: 'Image URL is required',
  },
  te: {
    title: 'శీర్షిక తప్పనిసరి',
    content: 'విషయం తప్పనిసరి',
    category: 'విభాగం తప్పనిసరి',
    mediaUrl: 'చిత్రం లింక్ (URL) తప్పనిసరి',
  },
};

describe("Article form, the spec's required messages", () => {
  for (const [language, messages] of Object.entries(MESSAGES) as [
    'en' | 'te',
    (typeof MESSAGES)['en'],
  ][]) {
    it(`says under each field it needs that it is required once touched and empty (${language})`, async () => {
      renderAdd([], language);
      const user = userEvent.setup();
      const labels =
        language === 'en'
          ? { title: /^Title/, content: /^Content/, category: /^Category/, mediaUrl: /^Image URL/ }
          : { title: /^శీర్షిక/, content: /^విషయం/, category: /^విభాగం/, mediaUrl: /^చిత్రం లింక్/ };
      const title = await screen.findByLabelText(labels.title);
      // Untouched, nothing is said.
      for (const message of Object.values(messages)) {
        expect(screen.queryByText(message)).not.toBeInTheDocument();
      }
      for (const name of ['title', 'content', 'category', 'mediaUrl'] as const) {
        const field = screen.getByLabelText(labels[name]);
        await user.click(field);
        fireEvent.blur(field);
        expect(await screen.findByText(messages[name])).toBeVisible();
        // Read out with the field, as its description.
        await waitFor(() => expect(field).toHaveAccessibleDescription(messages[name]));
        expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      // Filled, the field says nothing more.
      await user.click(title);
      await user.paste('Metro line opens');
      expect(screen.queryByText(messages.title)).not.toBeInTheDocument();
    });
  }

  it('shows the message as soon as a saved field is emptied, and a draft still saves', async () => {
    const input = { ...unchangedUpdate, title: '' };
    renderEdit(editArticle({}), reporter, [
      {
        request: { query: UpdateArticleDocument, variables: { id: '7', input } },
        result: { data: { updateArticle: { ...savedArticle(input), id: '7' } } },
      },
    ]);
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    // Emptied is dirty: said at once, without leaving the field.
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveFocus();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('The article was updated.')).toBeInTheDocument();
    // Submitting is what the title is needed for, and the form says so beside the button.
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    expect(screen.getByText('To submit for review, add: title, summary')).toBeInTheDocument();
  });
});
