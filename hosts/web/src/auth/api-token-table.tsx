import { Code, Table } from '@mantine/core';
import type { components } from '../api/openapi';
import { ConfirmButton } from '../components/confirm-button';
import { TableHeader } from '../components/table-header';

type ApiTokenRead = components['schemas']['ApiTokenRead'];

const day = (iso: string) => new Date(iso).toLocaleDateString();

interface ApiTokenTableProps {
  /** The table's accessible name ("API tokens", "Team API tokens"). */
  readonly label: string;
  readonly tokens: readonly ApiTokenRead[];
  readonly onRevoke: (tokenId: string) => Promise<void>;
}

/** Tokens as listed (never their secrets): name, scopes, the secret's first characters, dates; each revocable. */
export function ApiTokenTable({ label, tokens, onRevoke }: ApiTokenTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label}>
        <TableHeader columns={['Name', 'Scopes', 'Starts with', 'Created', 'Last used', 'Expires']} actions />
        <Table.Tbody>
          {tokens.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.name}</Table.Td>
              <Table.Td>{t.scopes.join(', ')}</Table.Td>
              <Table.Td>
                <Code>{t.prefix}…</Code>
              </Table.Td>
              <Table.Td>{day(t.created_at)}</Table.Td>
              <Table.Td>{t.last_used_at ? day(t.last_used_at) : 'never'}</Table.Td>
              <Table.Td>{day(t.expires_at)}</Table.Td>
              <Table.Td>
                <ConfirmButton
                  question={`Revoke ${t.name}?`}
                  onConfirm={() => onRevoke(t.id)}
                  ariaLabel={`Revoke the token ${t.name}`}
                >
                  Revoke
                </ConfirmButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
