import { Alert, Button, Code, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { components } from '../api/openapi';

type Created = components['schemas']['ApiTokenCreated'];

/** The secret of a token just made, shown this once, with a copy button. */
export function NewApiTokenSecret({ created }: { created: Created }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the token and copy it.');
    }
  }
  return (
    <Alert color="blue" title={`Token “${created.name}” made`} mb="sm">
      <Text size="sm" mb="xs">
        Copy it now: it is not shown again. Send it as <Code>Authorization: Bearer …</Code>.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="new-api-token">{created.token}</Code>
        <Button variant="default" size="xs" onClick={() => void copy()}>
          Copy the token
        </Button>
      </Group>
      {copied && (
        <Text role="status" size="sm" mt="xs">
          {copied}
        </Text>
      )}
    </Alert>
  );
}
