import { Button, Divider, Stack } from '@mantine/core';
import { api } from '../api/client';
import { useApi } from '../api/use-api';

/**
 * "Continue with …" for each configured OpenID provider: plain links to the server's start route,
 * which sends the browser on to the provider (a navigation, not a fetch, so its cookie and
 * redirects work). Renders nothing when no provider is configured or the list cannot be read.
 */
export function OpenIdButtons() {
  const providers = useApi(() => api.GET('/api/v1/auth/oidc/providers'), []);
  if (!providers.data || providers.data.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Sign in with a provider" role="group">
      <Divider label="or" labelPosition="center" />
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={`/api/v1/auth/oidc/${encodeURIComponent(provider.id)}/start`}
          variant="default"
          fullWidth
        >
          Continue with {provider.display_name}
        </Button>
      ))}
    </Stack>
  );
}
