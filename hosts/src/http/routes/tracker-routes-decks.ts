import { decklistVersionCodec, personalDeckCodec, tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentDecklistVersion, presentPersonalDeck } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** Personal decks and their decklist versions. Writes use only the caller's id, never an owner_id. */
export const TRACKER_DECK_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listPersonalDecks,
    useCase: TOKENS.ListPersonalDecks,
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (decks) => decks.map(presentPersonalDeck),
  }),
  route({
    contract: tracker.createPersonalDeck,
    useCase: TOKENS.CreatePersonalDeck,
    input: ({ user, body }) => ({ ownerId: user.id, ...personalDeckCodec.fromWire(body) }),
    present: presentPersonalDeck,
  }),
  route({
    contract: tracker.archivePersonalDeck,
    useCase: TOKENS.ArchivePersonalDeck,
    input: ({ user, params }) => ({ ownerId: user.id, deckId: params.id }),
    present: () => undefined,
  }),
  route({
    contract: tracker.listDecklistVersions,
    useCase: TOKENS.ListDecklistVersions,
    input: ({ user, params, query }) => ({ callerId: user.id, ownerId: query.owner_id, personalDeckId: params.id }),
    present: (versions) => versions.map(presentDecklistVersion),
  }),
  route({
    contract: tracker.addDecklistVersion,
    useCase: TOKENS.AddDecklistVersion,
    input: ({ user, params, body }) => ({
      ownerId: user.id,
      personalDeckId: params.id,
      ...decklistVersionCodec.fromWire(body),
    }),
    present: presentDecklistVersion,
  }),
  route({
    contract: tracker.deleteDecklistVersion,
    useCase: TOKENS.DeleteDecklistVersion,
    input: ({ user, params }) => ({ ownerId: user.id, personalDeckId: params.id, versionId: params.version_id }),
    present: () => undefined,
  }),
];
