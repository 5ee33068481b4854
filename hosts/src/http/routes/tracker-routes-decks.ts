import { decklistVersionCodec, personalDeckCodec, tracker } from '@metagame/contracts';
import { AddDecklistVersion } from '@metagame/core/tracker/use-cases/add-decklist-version';
import { ArchivePersonalDeck } from '@metagame/core/tracker/use-cases/archive-personal-deck';
import { CreatePersonalDeck } from '@metagame/core/tracker/use-cases/create-personal-deck';
import { DeleteDecklistVersion } from '@metagame/core/tracker/use-cases/delete-decklist-version';
import { ListDecklistVersions } from '@metagame/core/tracker/use-cases/list-decklist-versions';
import { ListPersonalDecks } from '@metagame/core/tracker/use-cases/list-personal-decks';
import { presentDecklistVersion, presentPersonalDeck } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** Personal decks and their decklist versions. Writes use only the caller's id, never an owner_id. */
export const TRACKER_DECK_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listPersonalDecks,
    useCase: ListPersonalDecks,
    input: ({ workspace, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (decks) => decks.map(presentPersonalDeck),
  }),
  route({
    contract: tracker.createPersonalDeck,
    useCase: CreatePersonalDeck,
    input: ({ workspace, body }) => ({ ownerId: workspace.ownerId, ...personalDeckCodec.fromWire(body) }),
    present: presentPersonalDeck,
  }),
  route({
    contract: tracker.archivePersonalDeck,
    useCase: ArchivePersonalDeck,
    input: ({ workspace, params }) => ({ ownerId: workspace.ownerId, deckId: params.id }),
    present: () => undefined,
  }),
  route({
    contract: tracker.listDecklistVersions,
    useCase: ListDecklistVersions,
    input: ({ workspace, params, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      personalDeckId: params.id,
    }),
    present: (versions) => versions.map(presentDecklistVersion),
  }),
  route({
    contract: tracker.addDecklistVersion,
    useCase: AddDecklistVersion,
    input: ({ workspace, params, body }) => ({
      ownerId: workspace.ownerId,
      personalDeckId: params.id,
      ...decklistVersionCodec.fromWire(body),
    }),
    present: presentDecklistVersion,
  }),
  route({
    contract: tracker.deleteDecklistVersion,
    useCase: DeleteDecklistVersion,
    input: ({ workspace, params }) => ({
      ownerId: workspace.ownerId,
      personalDeckId: params.id,
      versionId: params.version_id,
    }),
    present: () => undefined,
  }),
];
