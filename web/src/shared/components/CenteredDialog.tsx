import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

/**
 * The frame of a small dialog centred on every screen (a confirmation, the send-back note):
 * backdrop, positioner and content box. Closing it any way (Escape, the backdrop) calls
 * `onClose`; focus starts on `focusRef`.
 */
export function CenteredDialog({
  open,
  onClose,
  focusRef,
  role,
  children,
}: {
  open: boolean;
  onClose: () => void;
  focusRef: RefObject<HTMLElement | null>;
  role?: 'alertdialog';
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => focusRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
