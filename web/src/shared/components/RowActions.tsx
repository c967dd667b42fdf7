import { Button, HStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

interface RowActionsProps {
  /** The row's name for screen readers: "Edit {name}", "Delete {name}". */
  editLabel: string;
  deleteLabel: string;
  /** Edit as a link to a page, or as a button (a dialog); no Edit when left out. */
  /** A link (with the router state to carry, such as the list to come back to) or a button. */
  edit?: { to: string; state?: unknown } | { onClick: () => void };
  /** Asks to delete the row; no Delete when left out. */
  onDelete?: () => void;
  /** More buttons of the row, between Edit and Delete. */
  children?: ReactNode;
}

/**
 * One action of a row (an item of a list): a small outline button with its icon and its word,
 * named for the item for screen readers ("Delete {name}"), red when it destroys.
 */
export function RowButton({
  label,
  icon,
  text,
  onClick,
  danger = false,
}: {
  label: string;
  icon: ReactNode;
  text: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      {...(danger && { colorPalette: 'red' })}
      aria-label={label}
      onClick={onClick}
    >
      {icon} {text}
    </Button>
  );
}

/** A row's Edit and Delete (and any other actions), the same in tables and in phone cards. */
export function RowActions({ editLabel, deleteLabel, edit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap">
      {edit &&
        ('to' in edit ? (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={edit.to} state={edit.state} aria-label={editLabel}>
              <LuPencil aria-hidden /> {t('actions.edit')}
            </RouterLink>
          </Button>
        ) : (
          <RowButton
            label={editLabel}
            icon={<LuPencil aria-hidden />}
            text={t('actions.edit')}
            onClick={edit.onClick}
          />
        ))}
      {children}
      {onDelete && (
        <RowButton
          label={deleteLabel}
          icon={<LuTrash2 aria-hidden />}
          text={t('actions.delete')}
          onClick={onDelete}
          danger
        />
      )}
    </HStack>
  );
}

/**
 * Delete after asking: `ask(row)` opens the confirm dialog (the spec's question), and `remove`
 * runs once it is confirmed; the dialog stays, busy, until it has finished.
 */
export function useConfirmDelete<T>({
  message,
  remove,
}: {
  message: string;
  remove: (row: T) => Promise<void>;
}) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={message}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (row: T) => setPending(() => row), dialog };
}
