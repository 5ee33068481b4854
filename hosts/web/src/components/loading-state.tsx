import { Center, Loader } from '@mantine/core';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center p="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}
