/**
 * Which endpoint URLs webhooks may target (the scheme, and where the host name resolves). The
 * delivery path applies the same rule again to the address it connects to.
 */
export interface WebhookAddressPolicy {
  /** Null when `url` may be registered; else why not, said for the user. */
  refusal(url: string): Promise<string | null>;
}
