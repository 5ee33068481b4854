import { ContainerModule, type ServiceIdentifier } from 'inversify';
import {
  MikroOrmCardTestRepo,
  MikroOrmDecklistVersionRepo,
  MikroOrmEventRepo,
  MikroOrmMatchRepo,
  MikroOrmMetaDeckRepo,
  MikroOrmPersonalDeckRepo,
  MikroOrmUserSettingsRepo,
} from '@metagame/adapters';
import {
  AddDecklistVersion,
  ArchiveEvent,
  ArchiveMetaDeck,
  CreateEvent,
  ExportCardTests,
  ExportMatches,
  ImportMatches,
  ListEvents,
  UpdateEvent,
  ArchivePersonalDeck,
  CreateMetaDeck,
  CreatePersonalDeck,
  DeleteCardTest,
  DeleteDecklistVersion,
  DeleteMatch,
  GetSettings,
  ListCardTests,
  ListDecklistVersions,
  ListMatches,
  ListMetaDecks,
  ListPersonalDecks,
  ListSharedUsers,
  RecordCardTest,
  RecordMatch,
  ResolveReadableOwner,
  UpdateCardTest,
  UpdateMatch,
  UpdateMetaDeck,
  UpdateSettings,
} from '@metagame/core';
import { TOKENS as T } from './tokens.js';

type Get = <X>(id: ServiceIdentifier<X>) => X;

/** Settings, personal decks, versions, roster, match log, card tests and sharing. */
export const trackerModule = new ContainerModule(({ bind }) => {
  const single = <V>(id: ServiceIdentifier<V>, make: (get: Get) => V) =>
    bind<V>(id)
      .toDynamicValue((ctx) => make(<X>(dep: ServiceIdentifier<X>) => ctx.get<X>(dep)))
      .inSingletonScope();
  const sql = (get: Get) => get(T.Orm).sql;

  single(T.UserSettingsRepo, (get) => new MikroOrmUserSettingsRepo(sql(get)));
  single(T.PersonalDeckRepo, (get) => new MikroOrmPersonalDeckRepo(sql(get)));
  single(T.DecklistVersionRepo, (get) => new MikroOrmDecklistVersionRepo(sql(get)));
  single(T.MetaDeckRepo, (get) => new MikroOrmMetaDeckRepo(sql(get)));
  single(T.MatchRepo, (get) => new MikroOrmMatchRepo(sql(get)));
  single(T.CardTestRepo, (get) => new MikroOrmCardTestRepo(sql(get)));
  single(T.EventRepo, (get) => new MikroOrmEventRepo(sql(get)));

  single(T.ResolveReadableOwner, (get) => new ResolveReadableOwner(get(T.UserSettingsRepo)));
  single(T.GetSettings, (get) => new GetSettings(get(T.UserSettingsRepo)));
  single(
    T.UpdateSettings,
    (get) => new UpdateSettings(get(T.UserSettingsRepo), get(T.PersonalDeckRepo), get(T.UnitOfWork)),
  );
  single(T.ListSharedUsers, (get) => new ListSharedUsers(get(T.UserSettingsRepo)));

  single(
    T.CreatePersonalDeck,
    (get) => new CreatePersonalDeck(get(T.PersonalDeckRepo), get(T.IdGenerator), get(T.Clock)),
  );
  single(T.ListPersonalDecks, (get) => new ListPersonalDecks(get(T.ResolveReadableOwner), get(T.PersonalDeckRepo)));
  single(
    T.ArchivePersonalDeck,
    (get) => new ArchivePersonalDeck(get(T.PersonalDeckRepo), get(T.UserSettingsRepo), get(T.UnitOfWork), get(T.Clock)),
  );
  single(
    T.AddDecklistVersion,
    (get) =>
      new AddDecklistVersion(get(T.PersonalDeckRepo), get(T.DecklistVersionRepo), get(T.IdGenerator), get(T.Clock)),
  );
  single(
    T.ListDecklistVersions,
    (get) => new ListDecklistVersions(get(T.ResolveReadableOwner), get(T.PersonalDeckRepo), get(T.DecklistVersionRepo)),
  );
  single(T.DeleteDecklistVersion, (get) => new DeleteDecklistVersion(get(T.DecklistVersionRepo)));

  single(T.CreateMetaDeck, (get) => new CreateMetaDeck(get(T.MetaDeckRepo), get(T.IdGenerator), get(T.Clock)));
  single(T.UpdateMetaDeck, (get) => new UpdateMetaDeck(get(T.MetaDeckRepo)));
  single(T.ListMetaDecks, (get) => new ListMetaDecks(get(T.ResolveReadableOwner), get(T.MetaDeckRepo)));
  single(T.ArchiveMetaDeck, (get) => new ArchiveMetaDeck(get(T.MetaDeckRepo), get(T.Clock)));

  single(T.CreateEvent, (get) => new CreateEvent(get(T.EventRepo), get(T.IdGenerator), get(T.Clock)));
  single(T.UpdateEvent, (get) => new UpdateEvent(get(T.EventRepo)));
  single(T.ListEvents, (get) => new ListEvents(get(T.ResolveReadableOwner), get(T.EventRepo)));
  single(T.ArchiveEvent, (get) => new ArchiveEvent(get(T.EventRepo), get(T.Clock)));

  const deckRefs = (get: Get) => [get(T.PersonalDeckRepo), get(T.MetaDeckRepo)] as const;
  // What a match names: decks, roster deck, event and decklist version.
  const records = (get: Get) => ({
    decks: get(T.PersonalDeckRepo),
    metaDecks: get(T.MetaDeckRepo),
    events: get(T.EventRepo),
    versions: get(T.DecklistVersionRepo),
  });
  single(T.RecordMatch, (get) => new RecordMatch(get(T.MatchRepo), records(get), get(T.IdGenerator), get(T.Clock)));
  single(T.UpdateMatch, (get) => new UpdateMatch(get(T.MatchRepo), records(get)));
  single(T.ExportMatches, (get) => new ExportMatches(get(T.ResolveReadableOwner), get(T.MatchRepo), records(get)));
  single(
    T.ImportMatches,
    (get) => new ImportMatches(get(T.MatchRepo), records(get), get(T.UnitOfWork), get(T.IdGenerator), get(T.Clock)),
  );
  single(
    T.ExportCardTests,
    (get) => new ExportCardTests(get(T.ResolveReadableOwner), get(T.CardTestRepo), records(get)),
  );
  single(T.DeleteMatch, (get) => new DeleteMatch(get(T.MatchRepo)));
  single(T.ListMatches, (get) => new ListMatches(get(T.ResolveReadableOwner), get(T.MatchRepo)));

  single(
    T.RecordCardTest,
    (get) => new RecordCardTest(get(T.CardTestRepo), ...deckRefs(get), get(T.IdGenerator), get(T.Clock)),
  );
  single(T.UpdateCardTest, (get) => new UpdateCardTest(get(T.CardTestRepo), ...deckRefs(get)));
  single(T.DeleteCardTest, (get) => new DeleteCardTest(get(T.CardTestRepo)));
  single(T.ListCardTests, (get) => new ListCardTests(get(T.ResolveReadableOwner), get(T.CardTestRepo)));
});
