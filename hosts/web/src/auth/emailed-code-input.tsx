import { TextInput, type MantineSpacing } from '@mantine/core';

/** The 6-digit code an email carries (signup, password reset, email change), filled from its link. */
export function EmailedCodeInput({
  value,
  onChange,
  mb = 'md',
}: {
  value: string;
  onChange: (code: string) => void;
  mb?: MantineSpacing;
}) {
  return (
    <TextInput
      label="Code"
      description="The 6 digits from the email"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      required
      mb={mb}
    />
  );
}
