import type { OpenIdProvider } from '../entities/open-id.js';

export type ListOpenIdProvidersInput = void;
export type ListOpenIdProvidersOutput = readonly OpenIdProvider[];

/** The configured OpenID providers, in the order OIDC_PROVIDERS lists them. */
export class ListOpenIdProviders {
  constructor(private readonly providers: readonly OpenIdProvider[]) {}

  execute(): Promise<ListOpenIdProvidersOutput> {
    return Promise.resolve(this.providers);
  }
}
