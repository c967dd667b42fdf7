import { UPLOAD } from '@news/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import {
  CreateArticleDocument,
  EditArticleDocument,
  UpdateArticleDocument,
} from '../../gql/graphql';
import { todayIso } from '../../shared/timeZone';
import { photo, photoResult } from '../../test/photos';
import {
  editArticle,
  fill,
  renderAdd,
  renderForm,
  reporter,
  savedArticle,
} from './articleFormTesting';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'diver.png', { type: 'image/png' });

/** The answer of `POST /graphql/upload`, as `fetch` gives it. */
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: Mock<typeof fetch>;
let createObjectURL: Mock<(blob: Blob) => string>;
let revokeObjectURL: Mock<(url: string) => void>;
let previews = 0;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  previews = 0;
  createObjectURL = vi.fn(() => `blob:http://localhost/preview-${++previews}`);
  revokeObjectURL = vi.fn();
  // jsdom has neither.
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const fileInput = () => screen.getByLabelText(/^Upload a photo/);
const ALT_REQUIRED = 'Describe the photo: alt text is required with an uploaded photo';

describe('Article form, uploading a photo', () => {
  it('shows the chosen PNG at once, uploads it, then shows it as stored', async () => {
    const stored = photo('PNG');
    let answerUpload: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answerUpload = resolve)));
    const { container } = renderAdd();
    const user = userEvent.setup();
    const file = png();
    await user.upload(await screen.findByLabelText(/^Upload a photo/), file);

    // The file itself, from the disk, while it uploads; saving waits for it.
    const preview = container.querySelector('[data-photo-preview] img');
    expect(preview).toHaveAttribute('src', 'blob:http://localhost/preview-1');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the photo…');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql/upload');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ 'Apollo-Require-Preflight': 'true' });
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('diver.png');
    expect((sent as File).type).toBe('image/png');

    answerUpload(answer({ image: stored }));
    // As readers will get it: WebP and PNG in every width.
    await waitFor(() =>
      expect(container.querySelector('[data-photo-preview] picture > source')).toHaveAttribute(
        'type',
        'image/webp',
      ),
    );
    const img = container.querySelector('[data-photo-preview] img');
    expect(img?.getAttribute('srcset')).toContain(`/media/i/${stored.id}-480.png 480w`);
    // The file's address is let go once the stored photo shows (an effect's cleanup).
    await waitFor(() =>
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-1'),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The photo was uploaded. It is saved with the article.',
    );
    // The photo replaces the address, and can be removed for one.
    expect(screen.queryByLabelText(/^Image URL/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();

    // Alt text is required with it, said at once; the preview's alt is what is typed.
    expect(await screen.findByText(ALT_REQUIRED)).toBeInTheDocument();
    const alt = screen.getByLabelText(/^Alt text/);
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toBeRequired();
    await user.type(alt, 'A diver in mid-air');
    expect(screen.queryByText(ALT_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A diver in mid-air' })).toBe(img);
  });

  it("refuses a file that is not JPG or PNG beside the field, without uploading: the spec's message", async () => {
    renderAdd();
    // The accept attribute is a hint: a file dialog can show every file, and so can a drop.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Upload a photo/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG and PNG files are allowed.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Only JPG and PNG files are allowed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('leaves a file the system gives no type to the server, which reads its bytes', async () => {
    fetchMock.mockResolvedValue(answer({ image: photo('JPEG') }));
    renderAdd();
    const user = userEvent.setup({ applyAccept: false });
    const untyped = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'diver.jfif', { type: '' });
    await user.upload(await screen.findByLabelText(/^Upload a photo/), untyped);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Only JPG and PNG files are allowed.')).not.toBeInTheDocument();
  });

  it('a new choice, even a refused one, cancels the upload on its way', async () => {
    let answerUpload: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answerUpload = resolve)));
    const { container } = renderAdd();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Upload a photo/);
    await user.upload(input, png());
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG and PNG files are allowed.')).toBeInTheDocument();
    expect(signal.aborted).toBe(true);
    // A late answer to the cancelled upload changes nothing.
    answerUpload(answer({ image: photo('PNG') }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-photo-preview]')).not.toBeInTheDocument();
    expect(screen.getByText('Only JPG and PNG files are allowed.')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    renderAdd();
    const user = userEvent.setup();
    const big = png();
    Object.defineProperty(big, 'size', { value: UPLOAD.bytesMax + 1 });
    await user.upload(await screen.findByLabelText(/^Upload a photo/), big);
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the gateway's refusal in the reader's language", async () => {
    fetchMock.mockResolvedValue(
      answer(
        {
          errors: [
            {
              message: 'The file is damaged or incomplete, so it cannot be read as a photo.',
              extensions: { code: 'BAD_USER_INPUT', field: 'file', reason: 'DAMAGED' },
            },
          ],
        },
        400,
      ),
    );
    const { container } = renderAdd([], 'te');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText(new RegExp(`^${te.articleForm.photoFile}`)),
      png(),
    );
    expect(await screen.findByText(te.uploadRefusals.DAMAGED)).toBeInTheDocument();
    // Nothing was taken: no preview, and the address field is still the way to an image.
    expect(container.querySelector('[data-photo-preview]')).not.toBeInTheDocument();
    expect(
      screen.getByLabelText(new RegExp(`^${te.articleForm.mediaUrl.replace(/[()]/g, '\\$&')}`)),
    ).toBeInTheDocument();
  });

  it("falls back to the gateway's message for a reason it does not know", async () => {
    fetchMock.mockResolvedValue(
      answer(
        { errors: [{ message: 'Uploads are paused.', extensions: { code: 'CONFLICT' } }] },
        409,
      ),
    );
    renderAdd();
    await userEvent.setup().upload(await screen.findByLabelText(/^Upload a photo/), png());
    expect(await screen.findByText('Uploads are paused.')).toBeInTheDocument();
  });

  it('saves the photo by its id, with the alt text, caption and credit, and no address', async () => {
    const stored = photo('PNG');
    fetchMock.mockResolvedValue(answer({ image: stored }));
    const input = {
      title: 'Diving team wins gold',
      content: 'The team won on Sunday.',
      category: 'SPORTS',
      language: 'EN',
      date: todayIso(),
      status: 'DRAFT',
      imageId: stored.id,
      imageAlt: 'A diver in mid-air',
      imageCaption: 'The final dive',
      imageCredit: 'Ravi Kumar',
    };
    renderAdd([
      {
        request: { query: CreateArticleDocument, variables: { input } },
        result: { data: { createArticle: savedArticle(input, stored) } },
      },
    ]);
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Title/), input.title);
    await fill(user, screen.getByLabelText(/^Content/), input.content);
    await user.selectOptions(screen.getByLabelText(/^Category/), 'SPORTS');
    await user.upload(fileInput(), png());
    await screen.findByRole('button', { name: 'Remove photo' });
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect(save).toBeDisabled();
    await fill(user, screen.getByLabelText(/^Alt text/), input.imageAlt);
    await fill(user, screen.getByLabelText(/^Caption/), input.imageCaption);
    await fill(user, screen.getByLabelText(/^Photo credit/), input.imageCredit);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The draft was saved.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });
});

describe('Article form, an article with a photo', () => {
  const stored = photo('JPEG');
  const texts = {
    imageAlt: 'The first train at Miyapur station',
    imageCaption: 'Opening day',
    imageCredit: 'Metro Rail',
  };
  const article = editArticle({
    mediaUrl: `/media/i/${stored.id}-1600.jpg`,
    image: photoResult(stored),
    ...texts,
  });
  const unchanged = {
    title: article.title,
    content: article.content,
    category: article.category,
    language: article.language,
    summary: '',
    updatedAt: article.updatedAt,
  };

  function renderEdit(update: Record<string, unknown>) {
    return renderForm({
      path: '/admin/edit/:id',
      route: '/admin/edit/7',
      user: reporter,
      mocks: [
        {
          request: { query: EditArticleDocument, variables: { id: '7' } },
          result: { data: { article } },
        },
        {
          request: { query: UpdateArticleDocument, variables: { id: '7', input: update } },
          result: { data: { updateArticle: article } },
        },
      ],
      routes: [{ path: '/admin', element: <p>admin list</p> }],
    });
  }

  it('shows the photo and its texts, and saves them without resending the photo', async () => {
    const { container } = renderEdit({
      ...unchanged,
      imageAlt: texts.imageAlt,
      imageCaption: 'Opening day, Miyapur',
      imageCredit: texts.imageCredit,
    });
    const user = userEvent.setup();
    const img = await screen.findByRole('img', { name: texts.imageAlt });
    expect(img).toHaveAttribute('src', `/media/i/${stored.id}-960.jpg`);
    expect(container.querySelector('[data-photo-preview]')).toContainElement(img);
    expect(screen.getByLabelText(/^Alt text/)).toHaveValue(texts.imageAlt);
    expect(screen.getByLabelText(/^Photo credit/)).toHaveValue('Metro Rail');
    expect(screen.queryByLabelText(/^Image URL/)).not.toBeInTheDocument();
    const caption = screen.getByLabelText(/^Caption/);
    expect(caption).toHaveValue('Opening day');
    await user.type(caption, ', Miyapur');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The article was updated.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it('removes the photo for a pasted address: imageId null, and the address is needed to submit', async () => {
    renderEdit({
      ...unchanged,
      mediaUrl: 'https://example.com/metro.jpg',
      imageId: null,
      imageAlt: texts.imageAlt,
      imageCaption: texts.imageCaption,
      imageCredit: texts.imageCredit,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const url = screen.getByLabelText(/^Image URL/);
    expect(url).toHaveFocus();
    expect(url).toHaveValue('');
    // The alt text is no longer required, but is kept for the pasted image.
    expect(screen.getByLabelText(/^Alt text/)).not.toBeRequired();
    await user.tab();
    // A draft may go without an image; submitting it may not.
    expect(
      await screen.findByText('To submit for review, add: photo, summary'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save' });
    await fill(user, url, 'https://example.com/metro.jpg');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // Saving a draft keeps the writer in the editor.
    expect(await screen.findByText('The article was updated.')).toBeInTheDocument();
    expect(screen.queryByText('admin list')).not.toBeInTheDocument();
  });

  it("shows the gateway's refusal of a photo text beside its field", async () => {
    renderForm({
      path: '/admin/edit/:id',
      route: '/admin/edit/7',
      user: reporter,
      mocks: [
        {
          request: { query: EditArticleDocument, variables: { id: '7' } },
          result: { data: { article } },
        },
        {
          request: {
            query: UpdateArticleDocument,
            variables: {
              id: '7',
              input: {
                ...unchanged,
                imageAlt: texts.imageAlt,
                imageCaption: texts.imageCaption,
                imageCredit: texts.imageCredit,
              },
            },
          },
          result: {
            errors: [
              {
                message: 'imageAlt must be at most 250 characters',
                extensions: { code: 'BAD_USER_INPUT', field: 'imageAlt' },
              },
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alt = screen.getByLabelText(/^Alt text/);
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription('imageAlt must be at most 250 characters'),
    );
    expect(within(screen.getByRole('alert')).getByText(/Failed to update/)).toBeInTheDocument();
  });
});
