import type { TrackerEvent, TrackerEventFields } from '../entities/tracker-event.js';

/** The owner's events; every call is scoped to an owner, so another user's event is simply not found. */
export interface EventRepo {
  /** Stores a new event (its owner must exist). */
  insert(event: TrackerEvent): Promise<void>;
  /** The owner's event with this id (archived or not), or null when it is missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<TrackerEvent | null>;
  /** The owner's events, newest date first (then newest recorded); archived ones only when `includeArchived`. */
  list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<TrackerEvent[]>;
  /** Replaces the editable fields; null when the event is missing or someone else's. */
  update(ownerId: string, id: string, fields: TrackerEventFields): Promise<TrackerEvent | null>;
  /** Sets archived_at when the event is still active; false when nothing changed. */
  archive(ownerId: string, id: string, at: Date): Promise<boolean>;
}
