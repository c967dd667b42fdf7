import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Dialog, Input, Stack, Textarea } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { Role, UserRow_UserFragment } from '../../gql/graphql';
import type { ArticlePhoto } from '../../shared/components/ArticleImage';
import { FormField } from '../../shared/components/FormField';
import { SheetDialog } from '../../shared/components/SheetDialog';
import { Problem } from '../../shared/components/Problem';
import { toastSuccess } from '../../shared/components/toasts';
import { failureMessage } from '../../shared/errors';
import { bindFields, FORM_IN_DIALOG, serverFieldMessages } from '../../shared/formFields';
import { AccountFields } from './AccountFields';
import { AuthorPhotoField } from './AuthorPhotoField';
import { userSchema, type UserValues } from './userSchema';

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UserRow_user
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      ...UserRow_user
    }
  }
`);

/** Closed, adding, or editing one account (the spec's three modal states). */
export type UserModal =
  { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; user: UserRow_UserFragment };

const FIELDS = [
  'username',
  'fullName',
  'email',
  'role',
  'password',
  'teluguName',
  'bio',
  'photoId',
] as const;
const TAKEN = { CONFLICT: { username: 'users.usernameTaken', email: 'users.emailTaken' } };

/** The form's values: the rules' fields and the author's photo (set on an existing account). */
type UserFormValues = UserValues & { photo: ArticlePhoto | null };

interface UserFormDialogProps {
  modal: UserModal;
  onClose: () => void;
  onSaved: () => void;
}

export function UserFormDialog({ modal, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const open = modal.mode !== 'closed';
  const title = modal.mode === 'edit' ? t('users.editTitle') : t('users.addTitle');
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('users.close')}
      scrollBehavior="inside"
    >
      <UserForm
        key={modal.mode === 'edit' ? modal.user.id : 'add'}
        modal={modal}
        onClose={onClose}
        onSaved={onSaved}
      />
    </SheetDialog>
  );
}

function UserForm({ modal, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const editing = modal.mode === 'edit' ? modal.user : null;
  const schema = useMemo(() => userSchema(editing ? 'edit' : 'add'), [editing]);
  const [createUser] = useMutation(CreateUserMutation);
  const [updateUser] = useMutation(UpdateUserMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const initial: UserFormValues = editing
    ? {
        username: editing.username,
        fullName: editing.fullName,
        email: editing.email,
        role: editing.role,
        password: '',
        isActive: editing.isActive,
        teluguName: editing.teluguName ?? '',
        bio: editing.bio ?? '',
        photo: editing.photo ?? null,
      }
    : {
        username: '',
        fullName: '',
        email: '',
        role: '',
        password: '',
        isActive: true,
        teluguName: '',
        bio: '',
        photo: null,
      };

  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    setFailure(null);
    const input = {
      username: values.username.trim(),
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      role: values.role as Role,
      isActive: values.isActive,
      // Emptied, the Telugu name and the bio are cleared.
      teluguName: values.teluguName?.trim() || null,
      bio: values.bio?.trim() || null,
    };
    try {
      if (editing) {
        await updateUser({
          variables: {
            id: editing.id,
            input: {
              ...input,
              password: values.password || undefined,
              photoId: values.photo?.id ?? null,
            },
          },
        });
      } else {
        await createUser({ variables: { input: { ...input, password: values.password ?? '' } } });
      }
      toastSuccess(t(editing ? 'users.updated' : 'users.created', { username: input.username }));
      onSaved();
    } catch (error) {
      const { photoId, ...besideFields } = serverFieldMessages(t, error, FIELDS, TAKEN);
      helpers.setStatus({ ...besideFields, photo: photoId });
      // A conflict not shown beside a field (one's own account, the last admin, a name taken at
      // the same moment) is said in the api's own words: a guess could give the wrong reason.
      const shown = Object.keys(besideFields).concat(photoId ? ['photoId'] : []);
      setFailure(failureMessage(t, 'users.saveFailed', error, {}, shown));
    }
  };

  return (
    <Formik<UserFormValues>
      initialValues={initial}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {(form) => <UserFields form={form} editing={!!editing} failure={failure} onClose={onClose} />}
    </Formik>
  );
}

function UserFields({
  form,
  editing,
  failure,
  onClose,
}: {
  form: FormikProps<UserFormValues>;
  editing: boolean;
  failure: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fields = bindFields(form, t);
  const { errorOf, props: field } = fields;
  return (
    <Form noValidate style={FORM_IN_DIALOG}>
      <Dialog.Body>
        <Stack gap="4">
          {failure && <Problem>{failure}</Problem>}
          <AccountFields fields={fields} teluguName />
          <FormField
            label={t('users.password')}
            error={errorOf('password')}
            helper={editing ? t('users.passwordKeep') : undefined}
            required={!editing}
          >
            <Input
              type="password"
              {...field('password')}
              autoComplete="new-password"
              maxLength={128}
            />
          </FormField>
          <FormField
            label={t('users.bio')}
            error={errorOf('bio')}
            helper={t('users.bioHelp')}
            required={false}
          >
            <Textarea {...field('bio')} rows={3} maxLength={300} />
          </FormField>
          {editing && (
            <AuthorPhotoField
              photo={form.values.photo}
              error={errorOf('photo')}
              onChange={(photo) => {
                form.setStatus({ ...(form.status as object), photo: undefined });
                void form.setFieldValue('photo', photo);
              }}
            />
          )}
          <Checkbox.Root
            checked={form.values.isActive}
            onCheckedChange={(details) =>
              void form.setFieldValue('isActive', details.checked === true)
            }
          >
            <Checkbox.HiddenInput name="isActive" />
            <Checkbox.Control />
            <Checkbox.Label>{t('users.active')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {/* Pressing Cancel must not blur (and so touch) the field in focus first: the message that
            would appear pushes this button down before the click lands. */}
        <Button variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={onClose}>
          {t('users.cancel')}
        </Button>
        <Button type="submit" colorPalette="red" disabled={!form.isValid || form.isSubmitting}>
          {form.isSubmitting ? t('users.saving') : t('users.save')}
        </Button>
      </Dialog.Footer>
    </Form>
  );
}
