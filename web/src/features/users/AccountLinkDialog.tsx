import { Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCopy } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { IssuedLink_AccountLinkFragment } from '../../gql/graphql';
import { Problem } from '../../shared/components/Problem';
import { SheetDialog } from '../../shared/components/SheetDialog';
import { useFormatDateTime } from '../../shared/useDates';

/** A one-time link just issued, as the admin is shown it (and the list's row for its account). */
export const IssuedLinkFragment = graphql(`
  fragment IssuedLink_accountLink on AccountLink {
    purpose
    path
    expiresAt
    user {
      ...UserRow_user
    }
  }
`);

export type IssuedLink = IssuedLink_AccountLinkFragment;

/**
 * Shows an issued link once, to copy and send: its whole address (the site's origin and the
 * path the gateway gave), with a Copy button; where the clipboard is not available (an insecure
 * origin, a refused permission) the read-only field is selected for the admin to copy.
 */
export function AccountLinkDialog({
  link,
  onClose,
}: {
  link: IssuedLink | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={link !== null} onClose={onClose} closeLabel={t('accountLinks.close')}>
      {link && <LinkBody key={link.path} link={link} onClose={onClose} />}
    </SheetDialog>
  );
}

function LinkBody({ link, onClose }: { link: IssuedLink; onClose: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'byHand' | null>(null);
  const address = `${window.location.origin}${link.path}`;
  const invite = link.purpose === 'INVITE';
  const help = t(invite ? 'accountLinks.inviteLinkHelp' : 'accountLinks.resetLinkHelp', {
    name: link.user.fullName,
    time: formatDateTime(link.expiresAt),
  });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('byHand');
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          {t(invite ? 'accountLinks.invitedTitle' : 'accountLinks.resetTitle', {
            username: link.user.username,
          })}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{help}</Text>
          <Field.Root readOnly>
            <Field.Label>{t('accountLinks.linkLabel')}</Field.Label>
            <HStack gap="2" align="stretch" w="full">
              <Input
                ref={field}
                value={address}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                fontFamily="mono"
                fontSize="sm"
              />
              <Button variant="outline" onClick={() => void copyLink()}>
                <LuCopy aria-hidden /> {t('accountLinks.copy')}
              </Button>
            </HStack>
            <Text role="status" fontSize="sm" color="fg.muted" minH="5">
              {copy === 'copied'
                ? t('accountLinks.copied')
                : copy === 'byHand'
                  ? t('accountLinks.copyByHand')
                  : ''}
            </Text>
          </Field.Root>
          <Problem status="info">{t('accountLinks.shownOnce')}</Problem>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="red" onClick={onClose}>
          {t('accountLinks.close')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
