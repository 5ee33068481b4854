import { Button, Code, Group, List, Text } from '@mantine/core';
import { useState } from 'react';

/** Recovery codes the server shows only once: listed, with a copy and a download so they can be kept. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Metagame recovery codes (each works once):\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the codes, or download them.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'metagame-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <Text size="sm" mb="xs">
        Keep these recovery codes somewhere safe: each one logs you in once without the app, and they are not shown
        again.
      </Text>
      <List mb="sm" aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="xs" mb="sm">
        <Button variant="default" size="xs" onClick={() => void copy()}>
          Copy the codes
        </Button>
        <Button variant="default" size="xs" onClick={download}>
          Download as a text file
        </Button>
      </Group>
      {copied && (
        <Text role="status" size="sm">
          {copied}
        </Text>
      )}
    </>
  );
}
