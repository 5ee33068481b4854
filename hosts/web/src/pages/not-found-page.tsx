import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <Stack>
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page here.{' '}
        <Anchor component={Link} href="/">
          Go to your matrix
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
