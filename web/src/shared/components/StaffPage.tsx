import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHead } from '../head';

/** A staff screen: its title in the tab and as its one heading, kept out of search engines. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="6">
      <PageHead title={title} noindex />
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
