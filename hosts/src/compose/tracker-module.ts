import {
  MikroOrmCardTestRepo,
  MikroOrmDecklistVersionRepo,
  MikroOrmEventRepo,
  MikroOrmMatchRepo,
  MikroOrmMetaDeckRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserSettingsRepo,
  SqlTeamRoleLookup,
  SqlTrackerWorkspaceRepo,
} from '@metagame/adapters';
import { WebhookPublisher } from '@metagame/core';
import { AddDecklistVersion } from '@metagame/core/tracker/use-cases/add-decklist-version';
import { ArchiveEvent } from '@metagame/core/tracker/use-cases/archive-event';
import { ArchiveMetaDeck } from '@metagame/core/tracker/use-cases/archive-meta-deck';
import { ArchivePersonalDeck } from '@metagame/core/tracker/use-cases/archive-personal-deck';
import { CreateEvent } from '@metagame/core/tracker/use-cases/create-event';
import { CreateMetaDeck } from '@metagame/core/tracker/use-cases/create-meta-deck';
import { CreatePersonalDeck } from '@metagame/core/tracker/use-cases/create-personal-deck';
import { DeleteCardTest } from '@metagame/core/tracker/use-cases/delete-card-test';
import { DeleteDecklistVersion } from '@metagame/core/tracker/use-cases/delete-decklist-version';
import { DeleteMatch } from '@metagame/core/tracker/use-cases/delete-match';
import { ExportCardTests } from '@metagame/core/tracker/use-cases/export-card-tests';
import { ExportMatches } from '@metagame/core/tracker/use-cases/export-matches';
import { GetSettings } from '@metagame/core/tracker/use-cases/get-settings';
import { ImportMatches } from '@metagame/core/tracker/use-cases/import-matches';
import { ListCardTests } from '@metagame/core/tracker/use-cases/list-card-tests';
import { ListDecklistVersions } from '@metagame/core/tracker/use-cases/list-decklist-versions';
import { ListEvents } from '@metagame/core/tracker/use-cases/list-events';
import { ListMatches } from '@metagame/core/tracker/use-cases/list-matches';
import { ListMetaDecks } from '@metagame/core/tracker/use-cases/list-meta-decks';
import { ListPersonalDecks } from '@metagame/core/tracker/use-cases/list-personal-decks';
import { ListSharedUsers } from '@metagame/core/tracker/use-cases/list-shared-users';
import { RecordCardTest } from '@metagame/core/tracker/use-cases/record-card-test';
import { RecordMatch } from '@metagame/core/tracker/use-cases/record-match';
import { ResolveReadableOwner } from '@metagame/core/tracker/use-cases/resolve-readable-owner';
import { UpdateCardTest } from '@metagame/core/tracker/use-cases/update-card-test';
import { UpdateEvent } from '@metagame/core/tracker/use-cases/update-event';
import { UpdateMatch } from '@metagame/core/tracker/use-cases/update-match';
import { UpdateMetaDeck } from '@metagame/core/tracker/use-cases/update-meta-deck';
import { UpdateSettings } from '@metagame/core/tracker/use-cases/update-settings';
import { areaModule, computed, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** What a match or card test names: decks, roster deck, event and decklist version. */
const RECORDS = computed((get) => ({
  decks: get(T.PersonalDeckRepo),
  metaDecks: get(T.MetaDeckRepo),
  events: get(T.EventRepo),
  versions: get(T.DecklistVersionRepo),
}));

/** Settings, personal decks, versions, roster, events, match log, card tests and sharing. */
export const trackerModule = areaModule([
  provide(T.UserSettingsRepo, (get) => new MikroOrmUserSettingsRepo(get(T.Orm).sql)),
  provide(T.PersonalDeckRepo, (get) => new MikroOrmPersonalDeckRepo(get(T.Orm).sql)),
  provide(T.DecklistVersionRepo, (get) => new MikroOrmDecklistVersionRepo(get(T.Orm).sql)),
  provide(T.MetaDeckRepo, (get) => new MikroOrmMetaDeckRepo(get(T.Orm).sql)),
  provide(T.MatchRepo, (get) => new MikroOrmMatchRepo(get(T.Orm).sql)),
  provide(T.CardTestRepo, (get) => new MikroOrmCardTestRepo(get(T.Orm).sql)),
  provide(T.EventRepo, (get) => new MikroOrmEventRepo(get(T.Orm).sql)),
  provide(T.TrackerWorkspaceRepo, (get) => new SqlTrackerWorkspaceRepo(get(T.Orm).sql)),
  provide(T.TeamRoleLookup, (get) => new SqlTeamRoleLookup(get(T.Orm).sql)),

  construct(ResolveReadableOwner, T.UserSettingsRepo),
  construct(GetSettings, T.UserSettingsRepo),
  construct(UpdateSettings, T.UserSettingsRepo, T.PersonalDeckRepo, T.UnitOfWork),
  construct(ListSharedUsers, T.UserSettingsRepo),

  construct(CreatePersonalDeck, T.PersonalDeckRepo, T.IdGenerator, T.Clock),
  construct(ListPersonalDecks, ResolveReadableOwner, T.PersonalDeckRepo),
  construct(ArchivePersonalDeck, T.PersonalDeckRepo, T.UserSettingsRepo, T.UnitOfWork, T.Clock),
  construct(AddDecklistVersion, T.PersonalDeckRepo, T.DecklistVersionRepo, T.IdGenerator, T.Clock),
  construct(ListDecklistVersions, ResolveReadableOwner, T.PersonalDeckRepo, T.DecklistVersionRepo),
  construct(DeleteDecklistVersion, T.DecklistVersionRepo),

  construct(CreateMetaDeck, T.MetaDeckRepo, T.IdGenerator, T.Clock),
  construct(UpdateMetaDeck, T.MetaDeckRepo),
  construct(ListMetaDecks, ResolveReadableOwner, T.MetaDeckRepo),
  construct(ArchiveMetaDeck, T.MetaDeckRepo, T.Clock),

  construct(CreateEvent, T.EventRepo, T.IdGenerator, T.Clock),
  construct(UpdateEvent, T.EventRepo),
  construct(ListEvents, ResolveReadableOwner, T.EventRepo),
  construct(ArchiveEvent, T.EventRepo, T.Clock),

  construct(RecordMatch, T.MatchRepo, RECORDS, T.IdGenerator, T.Clock, T.UnitOfWork, WebhookPublisher),
  construct(UpdateMatch, T.MatchRepo, RECORDS, T.UnitOfWork, WebhookPublisher),
  construct(ExportMatches, ResolveReadableOwner, T.MatchRepo, RECORDS),
  construct(ImportMatches, T.MatchRepo, RECORDS, T.UnitOfWork, T.IdGenerator, T.Clock),
  construct(DeleteMatch, T.MatchRepo, T.UnitOfWork, WebhookPublisher),
  construct(ListMatches, ResolveReadableOwner, T.MatchRepo),

  construct(RecordCardTest, T.CardTestRepo, T.PersonalDeckRepo, T.MetaDeckRepo, T.IdGenerator, T.Clock),
  construct(UpdateCardTest, T.CardTestRepo, T.PersonalDeckRepo, T.MetaDeckRepo),
  construct(DeleteCardTest, T.CardTestRepo),
  construct(ListCardTests, ResolveReadableOwner, T.CardTestRepo),
  construct(ExportCardTests, ResolveReadableOwner, T.CardTestRepo, RECORDS),
]);
