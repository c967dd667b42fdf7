import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A small form inside the editor's frame (not a `<form>`: the article form holds it). */
export function PanelBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} p="3" borderBottomWidth="1px" bg="bg.subtle">
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}
