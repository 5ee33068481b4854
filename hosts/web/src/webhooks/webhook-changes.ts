/** What the webhook form edits; `Event` is the API's event type (this file imports nothing, for its unit test). */
export interface WebhookFields<Event extends string> {
  readonly url: string;
  readonly description: string;
  readonly events: Event[];
}

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

/**
 * The PATCH body for an edited webhook: only the fields that differ from what is saved. An unchanged
 * URL is left out because the server checks a URL it is sent again, resolving its host, and could
 * refuse a description change for it.
 */
export function webhookChanges<Event extends string>(
  saved: WebhookFields<Event>,
  draft: WebhookFields<Event>,
): Partial<WebhookFields<Event>> {
  const description = draft.description.trim();
  return {
    ...(draft.url !== saved.url ? { url: draft.url } : {}),
    ...(description !== saved.description ? { description } : {}),
    ...(sameEvents(draft.events, saved.events) ? {} : { events: draft.events }),
  };
}
