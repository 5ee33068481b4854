import { Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ConfirmButtonProps {
  /** The button's text ("Leave the team"). */
  readonly children: string;
  /** What pressing it will do, asked before doing it ("Leave Friday Testers?"). */
  readonly question: ReactNode;
  readonly onConfirm: () => void | Promise<void>;
  readonly ariaLabel?: string;
}

/** A long question wraps instead of squeezing the answers out of their buttons. */
const KEEP_WIDTH = { flexShrink: 0 } as const;

/** A red button for what cannot be undone: the first press asks, the second ("Yes") acts. */
export function ConfirmButton({ children, question, onConfirm, ariaLabel }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={ariaLabel}>
        {children}
      </Button>
    );
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={ariaLabel ?? children}>
      <Text size="sm">{question}</Text>
      <Button
        size="compact-sm"
        color="red"
        style={KEEP_WIDTH}
        loading={busy}
        onClick={() => {
          setBusy(true);
          void Promise.resolve(onConfirm()).finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      >
        Yes
      </Button>
      <Button size="compact-sm" variant="default" style={KEEP_WIDTH} onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Group>
  );
}
