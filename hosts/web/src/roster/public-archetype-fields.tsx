import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { components } from '../api/openapi';
import { useFormats } from '../metagame/use-formats';
import { useArchetypes } from './use-archetypes';

type Link = components['schemas']['PublicArchetypeLink'];

/** `list` with `current` in front when it is not among them (a link to a format or archetype seen no more). */
const withCurrent = (list: readonly string[], current: string) =>
  !current || list.includes(current) ? [...list] : [current, ...list];

/**
 * The roster deck's public archetype, as `public_format` and `public_archetype` of the form: the
 * formats of the imported events and the archetypes of the one chosen (its share table's, every
 * day), each a text field when the public metagame has none to offer. No format means no link.
 */
export function PublicArchetypeFields({ link }: { link: Link | null }) {
  const formats = useFormats();
  const [format, setFormat] = useState(link?.format ?? '');
  const [name, setName] = useState(link?.name ?? '');
  const archetypes = useArchetypes(format);
  // A text field only once the API said it has nothing to offer, so the field does not change kind while typing.
  const typeFormat = !formats.loading && (formats.data ?? []).length === 0;
  const typeName = typeFormat || (!archetypes.loading && (archetypes.data ?? []).length === 0);
  const chooseFormat = (next: string) => {
    setFormat(next);
    setName(next === link?.format ? link.name : '');
  };
  const formatLabel = { name: 'public_format', label: 'Public format', value: format };
  const nameLabel = { name: 'public_archetype', label: 'Public archetype', value: name };
  return (
    <>
      {typeFormat ? (
        <TextInput
          {...formatLabel}
          description="No public events yet: type the format, or leave it empty for none."
          onChange={(e) => setFormat(e.currentTarget.value)}
        />
      ) : (
        <NativeSelect
          {...formatLabel}
          description="The sync copies the archetype’s presence and top 8 into this deck."
          onChange={(e) => chooseFormat(e.currentTarget.value)}
          data={[{ value: '', label: 'None' }, ...withCurrent(formats.data ?? [], format)]}
        />
      )}
      {format &&
        (typeName ? (
          <TextInput
            {...nameLabel}
            description="Exactly as the public share table names it."
            onChange={(e) => setName(e.currentTarget.value)}
          />
        ) : (
          <NativeSelect
            {...nameLabel}
            onChange={(e) => setName(e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose an archetype' },
              ...withCurrent(archetypes.loading ? [] : (archetypes.data ?? []), name),
            ]}
          />
        ))}
    </>
  );
}
