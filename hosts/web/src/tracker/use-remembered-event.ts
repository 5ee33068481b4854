import { useState } from 'react';

const KEY = 'metagame.match-entry.event';

interface Remembered {
  readonly eventId: string | null;
  readonly round: number | null;
}

function read(): Remembered {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    return {
      eventId: typeof parsed?.eventId === 'string' ? parsed.eventId : null,
      round: typeof parsed?.round === 'number' ? parsed.round : null,
    };
  } catch {
    // a value some other code wrote: start without an event
    return { eventId: null, round: null };
  }
}

/**
 * The event and round of match entry, kept in localStorage: between rounds a player checks the
 * matrix or reloads on a phone, and the next match belongs to the same event, one round on.
 */
export function useRememberedEvent() {
  const [value, setValue] = useState(read);
  const update = (next: Remembered) => {
    window.localStorage.setItem(KEY, JSON.stringify(next));
    setValue(next);
  };
  return {
    ...value,
    // Another event starts again from round 1 (or no round without an event).
    setEventId: (eventId: string | null) => update({ eventId, round: eventId ? 1 : null }),
    setRound: (round: number | null) => update({ ...value, round }),
  };
}
