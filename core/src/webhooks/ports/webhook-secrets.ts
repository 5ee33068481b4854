/** Source of new signing secrets (`whsec_` and base64 of random bytes); tests use predictable ones. */
export interface WebhookSecrets {
  newSecret(): string;
}
