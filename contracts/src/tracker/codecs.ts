import { wireCodec, wireEncoder } from '../wire-codec.js';
import {
  DecklistVersionCreate,
  DecklistVersionRead,
  MetaDeckRead,
  MetaDeckWrite,
  PersonalDeckCreate,
  PersonalDeckRead,
} from './deck-schemas.js';
import { EventRead, EventWrite } from './event-schemas.js';
import { RosterSnapshotRead } from './roster-sync-schemas.js';
import { CardTestRead, CardTestWrite, MatchRead, MatchWrite } from './log-schemas.js';
import { SharedUserRead, UserSettingsRead, UserSettingsUpdate } from './settings-schemas.js';

/** The tracker's resources between wire and domain; a write's owner_id is read by nobody. */
/** A match's player_id is the host's to check (a team member, a captain naming another): it never reaches the draft. */
export const matchCodec = wireCodec({ read: MatchRead, write: MatchWrite, ignore: ['owner_id', 'player_id'] });
export const cardTestCodec = wireCodec({ read: CardTestRead, write: CardTestWrite, ignore: ['owner_id'] });
export const eventCodec = wireCodec({ read: EventRead, write: EventWrite, ignore: ['owner_id'] });
export const metaDeckCodec = wireCodec({ read: MetaDeckRead, write: MetaDeckWrite, ignore: ['owner_id'] });
export const personalDeckCodec = wireCodec({ read: PersonalDeckRead, write: PersonalDeckCreate, ignore: ['owner_id'] });
export const decklistVersionCodec = wireCodec({
  read: DecklistVersionRead,
  write: DecklistVersionCreate,
  ignore: ['owner_id'],
});
export const settingsCodec = wireCodec({ read: UserSettingsRead, write: UserSettingsUpdate, ignore: ['owner_id'] });
export const sharedUserCodec = { toWire: wireEncoder(SharedUserRead) };
export const rosterSnapshotCodec = { toWire: wireEncoder(RosterSnapshotRead) };
