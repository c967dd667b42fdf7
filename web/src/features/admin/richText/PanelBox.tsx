import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../../../shared/components/FormField';

/** A small form inside the editor's frame (not a `<form>`: the article form holds it). */
export function PanelBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} p="3" borderBottomWidth="1px" bg="bg.subtle">
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/**
 * A panel's field, with its help and its error: none is one of the article's required fields,
 * so none carries the required mark.
 */
export function PanelField({
  label,
  helper,
  error,
  children,
}: {
  label: string;
  helper: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FormField label={label} error={error} helper={helper} required={false}>
      {children}
    </FormField>
  );
}
