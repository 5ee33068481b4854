import { describe, expect, it } from 'vitest';
import { webhookChanges, type WebhookFields } from '../../../hosts/web/src/webhooks/webhook-changes.js';

type WebhookDraft = WebhookFields<'match.recorded' | 'match.updated'>;
const saved: WebhookDraft = {
  url: 'https://bot.example.com/hook',
  description: 'Discord bot',
  events: ['match.recorded', 'match.updated'],
};

describe('the PATCH body of an edited webhook', () => {
  it('is empty when nothing changed, whatever order the events were ticked in', () => {
    expect(webhookChanges(saved, { ...saved, events: ['match.updated', 'match.recorded'] })).toEqual({});
  });

  it('leaves an unchanged URL out, so the server does not check it again', () => {
    expect(webhookChanges(saved, { ...saved, description: 'Sheet sync' })).toEqual({ description: 'Sheet sync' });
  });

  it('carries a new URL, and the events when one is unticked', () => {
    const draft: WebhookDraft = { ...saved, url: 'https://other.example.com/hook', events: ['match.recorded'] };
    expect(webhookChanges(saved, draft)).toEqual({ url: draft.url, events: ['match.recorded'] });
  });

  it('compares the description as the server stores it, trimmed', () => {
    expect(webhookChanges(saved, { ...saved, description: ' Discord bot ' })).toEqual({});
  });
});
