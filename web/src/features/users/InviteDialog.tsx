import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { Role } from '../../gql/graphql';
import { SheetDialog } from '../../shared/components/SheetDialog';
import { Problem } from '../../shared/components/Problem';
import { failureMessage } from '../../shared/errors';
import { bindFields, FORM_IN_DIALOG, serverFieldMessages } from '../../shared/formFields';
import type { IssuedLink } from './AccountLinkDialog';
import { AccountFields } from './AccountFields';
import { inviteSchema, type InviteValues } from './userSchema';

const InviteUserMutation = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      ...IssuedLink_accountLink
    }
  }
`);

const FIELDS = ['username', 'fullName', 'email', 'role'] as const;
const TAKEN = { CONFLICT: { username: 'users.usernameTaken', email: 'users.emailTaken' } };
const EMPTY: InviteValues = { username: '', fullName: '', email: '', role: '' };

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invitation was made: its link, for the admin to send. */
  onInvited: (link: IssuedLink) => void;
}

/** Invites a colleague: the Add User form's fields without a password. */
export function InviteDialog({ open, onClose, onInvited }: InviteDialogProps) {
  const { t } = useTranslation();
  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('accountLinks.inviteTitle')}
      closeLabel={t('accountLinks.close')}
      scrollBehavior="inside"
    >
      <InviteForm onClose={onClose} onInvited={onInvited} />
    </SheetDialog>
  );
}

function InviteForm({ onClose, onInvited }: Omit<InviteDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [inviteUser] = useMutation(InviteUserMutation);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    setFailure(null);
    try {
      const { data } = await inviteUser({
        variables: {
          input: {
            username: values.username.trim(),
            fullName: values.fullName.trim(),
            email: values.email.trim(),
            role: values.role as Role,
          },
        },
      });
      if (!data) throw new Error('no data');
      onInvited(data.inviteUser);
    } catch (error) {
      const besideFields = serverFieldMessages(t, error, FIELDS, TAKEN);
      helpers.setStatus(besideFields);
      setFailure(
        failureMessage(t, 'accountLinks.inviteFailed', error, {}, Object.keys(besideFields)),
      );
    }
  };

  return (
    <Formik<InviteValues>
      initialValues={EMPTY}
      validationSchema={inviteSchema}
      validateOnMount
      onSubmit={submit}
    >
      {(form) => {
        return (
          <Form noValidate style={FORM_IN_DIALOG}>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">{t('accountLinks.inviteHelp')}</Text>
                {failure && <Problem>{failure}</Problem>}
                <AccountFields fields={bindFields(form, t)} teluguName={false} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {/* As in the user form: Cancel must not blur (and so touch) the field in focus. */}
              <Button variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={onClose}>
                {t('accountLinks.cancel')}
              </Button>
              <Button
                type="submit"
                colorPalette="red"
                disabled={!form.isValid || form.isSubmitting}
              >
                {form.isSubmitting ? t('accountLinks.creating') : t('accountLinks.create')}
              </Button>
            </Dialog.Footer>
          </Form>
        );
      }}
    </Formik>
  );
}
