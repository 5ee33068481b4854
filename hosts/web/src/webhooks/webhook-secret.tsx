import { Alert, Button, Code, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A signing secret the API has just answered with: at a webhook's creation, or at a rotation. */
export interface ShownSecret {
  readonly url: string;
  readonly secret: string;
  readonly rotated: boolean;
}

/**
 * The secret, shown this once (no read of the API carries it again), until its owner says it is kept.
 * After a rotation the old secret verifies nothing: the server signs every later attempt, retries and
 * redeliveries included, with the new one.
 */
export function WebhookSecret({ shown, onKept }: { shown: ShownSecret; onKept: () => void }) {
  const alert = useRef<HTMLDivElement>(null);
  // It appears at the top of the panel, which the form or the item that asked for it may be far below.
  useEffect(() => {
    alert.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  return (
    <Alert
      ref={alert}
      title={shown.rotated ? 'The new signing secret, shown this once' : 'The signing secret, shown this once'}
      data-testid="webhook-secret"
    >
      <Text size="sm">
        {shown.rotated
          ? `Put it in the receiver at ${shown.url} now: the old secret no longer verifies any delivery.`
          : `Keep it with the receiver at ${shown.url}; it verifies every delivery.`}
      </Text>
      <Code block>{shown.secret}</Code>
      <Button size="xs" mt="xs" variant="default" onClick={onKept}>
        I have kept it
      </Button>
    </Alert>
  );
}
