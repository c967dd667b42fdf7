import { Button, Dialog } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredDialog } from './CenteredDialog';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  busy?: boolean;
  /** The confirming button's label; Delete when left out. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete or another action that cannot be undone. Focus starts on Cancel, stays inside the dialog, and Escape cancels. */
export function ConfirmDialog({
  open,
  message,
  busy = false,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <CenteredDialog open={open} onClose={onCancel} focusRef={cancelRef} role="alertdialog">
      <Dialog.Body pt="6">
        <Dialog.Title fontSize="md" fontWeight="medium">
          {message}
        </Dialog.Title>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button colorPalette="red" onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('dialog.confirm')}
        </Button>
      </Dialog.Footer>
    </CenteredDialog>
  );
}

/**
 * An action asked first: `ask(subject)` opens the confirm dialog `dialog(...)` draws, and `done()`
 * closes it. The subject is kept after it closes, so its words stay put while the dialog fades.
 */
export function useAskFirst<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [asking, setAsking] = useState(false);
  const done = () => setAsking(false);
  return {
    subject,
    asking,
    ask: (next: T) => {
      setSubject(() => next);
      setAsking(true);
    },
    done,
    dialog: ({
      onConfirm,
      ...props
    }: Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'> & {
      onConfirm: () => Promise<void>;
    }) => (
      <ConfirmDialog {...props} open={asking} onConfirm={() => void onConfirm()} onCancel={done} />
    ),
  };
}
