import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A dialog that fills the screen on a phone and is a centred box from `sm` up (the user form,
 * the invitation, a one-time link), with a close button. Its body is rendered only while open,
 * so a form in it starts afresh each time.
 */
export function SheetDialog({
  open,
  onClose,
  title,
  closeLabel,
  scrollBehavior,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The heading; left out when the body brings its own. */
  title?: string;
  closeLabel: string;
  scrollBehavior?: 'inside' | 'outside';
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior={scrollBehavior}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Full screen on a phone only: from sm up, undo what the base size set. */}
          <Dialog.Content minH={{ sm: 'auto' }} borderRadius={{ sm: 'l3' }}>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {open && children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
