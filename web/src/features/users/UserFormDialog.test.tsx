import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { CreateUserDocument, UpdateUserDocument } from '../../gql/graphql';
import { photo, photoResult } from '../../test/photos';
import { renderScreen } from '../../test/render';
import { UserFormDialog, type UserModal } from './UserFormDialog';

const editor = {
  id: '2',
  username: 'editor',
  fullName: 'Srinivas Varma',
  email: 'editor@example.com',
  role: 'EDITOR' as const,
  isActive: true,
  teluguName: null,
  bio: null,
  photo: null,
  invitedUntil: null,
};

function renderDialog(
  modal: UserModal,
  mocks: MockLink.MockedResponse[] = [],
  language: 'en' | 'te' = 'en',
) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderScreen(<UserFormDialog modal={modal} onSaved={onSaved} onClose={onClose} />, {
    mocks,
    language,
  });
  return { onSaved, onClose };
}

async function touchAll() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  for (const label of [/^Username/, /^Full Name/, /^Email/, /^Role/, /^Password/]) {
    await user.click(within(dialog).getByLabelText(label));
  }
  await user.click(within(dialog).getByLabelText(/^Username/));
  return { user, dialog };
}

describe('User form, add mode', () => {
  it("shows the spec's five required messages and keeps Save disabled", async () => {
    renderDialog({ mode: 'add' });
    const { dialog } = await touchAll();
    expect(within(dialog).getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Full Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Valid email required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a malformed email, a bad username and a short password', async () => {
    renderDialog({ mode: 'add' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Username/), 'a b');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await within(dialog).findByText('Valid email required.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use 3 to 50 letters, digits, dots, hyphens or underscores.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be 8 to 128 characters.')).toBeInTheDocument();
  });

  it("creates an active account, showing 'Saving...' meanwhile", async () => {
    const input = {
      username: 'ravi',
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      role: 'REPORTER',
      isActive: true,
      teluguName: null,
      bio: null,
      password: 'a-long-password',
    };
    const { onSaved } = renderDialog({ mode: 'add' }, [
      {
        request: { query: CreateUserDocument, variables: { input } },
        delay: 2000,
        result: {
          data: { createUser: { id: '9', ...input, password: undefined, invitedUntil: null } },
        },
      },
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Username/), input.username);
    await user.type(within(dialog).getByLabelText(/^Full Name/), input.fullName);
    await user.type(within(dialog).getByLabelText(/^Email/), input.email);
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'REPORTER');
    await user.type(within(dialog).getByLabelText(/^Password/), input.password);
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    // The answer takes 2 s (the mock's delay), longer than waitFor's default second.
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it('shows a taken username beside the field', async () => {
    const input = {
      username: 'editor',
      fullName: 'E',
      email: 'e@example.com',
      role: 'EDITOR',
      isActive: true,
      teluguName: null,
      bio: null,
      password: 'a-long-password',
    };
    renderDialog({ mode: 'add' }, [
      {
        request: { query: CreateUserDocument, variables: { input } },
        result: {
          errors: [
            { message: 'username is taken', extensions: { code: 'CONFLICT', field: 'username' } },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Username/), input.username);
    await user.type(within(dialog).getByLabelText(/^Full Name/), input.fullName);
    await user.type(within(dialog).getByLabelText(/^Email/), input.email);
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'EDITOR');
    await user.type(within(dialog).getByLabelText(/^Password/), input.password);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This username is already taken.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Failed to save the user. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('User form, edit mode', () => {
  it('fills in the account and keeps the password when left empty', async () => {
    const input = {
      username: 'editor',
      fullName: 'Srinivas Varma Rao',
      email: 'editor@example.com',
      role: 'EDITOR',
      isActive: true,
      teluguName: null,
      bio: null,
      photoId: null,
    };
    const { onSaved } = renderDialog({ mode: 'edit', user: editor }, [
      {
        request: { query: UpdateUserDocument, variables: { id: '2', input } },
        result: { data: { updateUser: { ...editor, ...input } } },
      },
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('editor@example.com');
    expect(
      within(dialog).getByText('Leave empty to keep the current password.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Full Name/), ' Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });
  it('saves a name in Telugu letters and a bio, and refuses a Telugu name in English letters', async () => {
    const input = {
      username: 'editor',
      fullName: 'Srinivas Varma',
      email: 'editor@example.com',
      role: 'EDITOR',
      isActive: true,
      teluguName: 'శ్రీనివాస్ వర్మ',
      bio: 'Writes on the assembly.',
      photoId: null,
    };
    const { onSaved } = renderDialog({ mode: 'edit', user: editor }, [
      {
        request: { query: UpdateUserDocument, variables: { id: '2', input } },
        result: { data: { updateUser: { ...editor, ...input } } },
      },
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    const telugu = within(dialog).getByLabelText(/^Name in Telugu/);
    await user.type(telugu, 'Srinivas');
    await user.tab();
    expect(
      await within(dialog).findByText('Write the name in Telugu letters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(telugu);
    await user.click(telugu);
    await user.paste('శ్రీనివాస్ వర్మ');
    await user.click(within(dialog).getByLabelText(/^Short bio/));
    await user.paste('Writes on the assembly.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it('explains a refusal that keeps the newsroom without an active admin', async () => {
    const admin = {
      ...editor,
      id: '1',
      username: 'admin',
      email: 'admin@example.com',
      role: 'ADMIN' as const,
    };
    const input = {
      username: 'admin',
      fullName: admin.fullName,
      email: admin.email,
      role: 'EDITOR',
      isActive: true,
      teluguName: null,
      bio: null,
      photoId: null,
    };
    renderDialog({ mode: 'edit', user: admin }, [
      {
        request: { query: UpdateUserDocument, variables: { id: '1', input } },
        result: {
          errors: [
            {
              message: 'There must always be at least one active admin',
              extensions: { code: 'CONFLICT', field: 'role' },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'EDITOR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^There must always be at least one active admin\.$/,
    );
  });
});

describe('User form in Telugu', () => {
  it('shows the required messages in Telugu', async () => {
    renderDialog({ mode: 'add' }, [], 'te');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(new RegExp(`^${te.users.username}`)));
    await user.tab();
    expect(await within(dialog).findByText(te.users.usernameRequired)).toBeInTheDocument();
  });

  describe('the author’s photo', () => {
    afterEach(() => vi.unstubAllGlobals());
    const base = {
      username: 'editor',
      fullName: 'Srinivas Varma',
      email: 'editor@example.com',
      role: 'EDITOR',
      isActive: true,
      teluguName: null,
      bio: null,
    };

    it('uploads a photo, shows it, and saves it on the account', async () => {
      const image = photo('JPEG');
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
        new Response(JSON.stringify({ image }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const input = { ...base, photoId: image.id };
      const { onSaved } = renderDialog({ mode: 'edit', user: editor }, [
        {
          request: { query: UpdateUserDocument, variables: { id: '2', input } },
          result: { data: { updateUser: { ...editor, ...base, photo: photoResult(image) } } },
        },
      ]);
      const user = userEvent.setup();
      const dialog = await screen.findByRole('dialog');
      const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
      await user.upload(within(dialog).getByLabelText(/^Photo/), file);
      expect(
        await within(dialog).findByRole('img', { name: 'The author’s photo' }),
      ).toHaveAttribute('srcset', expect.stringContaining(`/media/i/${image.id}-480.jpg 480w`));
      expect(fetchMock.mock.calls[0]![0]).toBe('/graphql/upload');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    });

    it('removes the photo an account has', async () => {
      const withPhoto = { ...editor, photo: photoResult(photo('PNG')) };
      const input = { ...base, photoId: null };
      const { onSaved } = renderDialog({ mode: 'edit', user: withPhoto }, [
        {
          request: { query: UpdateUserDocument, variables: { id: '2', input } },
          result: { data: { updateUser: { ...editor, ...base } } },
        },
      ]);
      const user = userEvent.setup();
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('img', { name: 'The author’s photo' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /Remove photo/ }));
      expect(within(dialog).queryByRole('img')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    });

    it('refuses a file that is not a JPG or PNG before sending it, in Telugu too', async () => {
      const fetchMock = vi.fn<typeof fetch>();
      vi.stubGlobal('fetch', fetchMock);
      renderDialog({ mode: 'edit', user: editor }, [], 'te');
      const user = userEvent.setup({ applyAccept: false });
      const dialog = await screen.findByRole('dialog');
      await user.upload(
        within(dialog).getByLabelText(new RegExp(`^${te.users.photo.replace(/[()]/g, '\\$&')}`)),
        new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }),
      );
      expect(await within(dialog).findByText(te.uploadRefusals.WRONG_TYPE)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('has no photo field when adding an account', async () => {
      renderDialog({ mode: 'add' });
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByLabelText(/^Photo/)).toBeNull();
    });
  });
});
