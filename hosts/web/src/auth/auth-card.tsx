import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card the sign-up, verification and login forms sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" maw={440} mx="auto" mt="lg">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
