import type { MigrationObject } from '@mikro-orm/core';
import { M0001Identity } from './m0001-identity.js';
import { M0002EmailVerification } from './m0002-email-verification.js';
import { M0003CardData } from './m0003-card-data.js';
import { M0004Tracker } from './m0004-tracker.js';
import { M0005DeckImport } from './m0005-deck-import.js';
import { M0006RateLimits } from './m0006-rate-limits.js';
import { M0007PriceSeriesNew } from './m0007-price-series-new.js';
import { M0008CardPriceDays } from './m0008-card-price-days.js';
import { M0009ImportLockHolder } from './m0009-import-lock-holder.js';
import { M0010SessionsAuditLoginClients } from './m0010-sessions-audit-login-clients.js';
import { M0011CardSearch } from './m0011-card-search.js';
import { M0012EventsAndGameDetails } from './m0012-events-and-game-details.js';
import { M0013SideboardPlans } from './m0013-sideboard-plans.js';
import { M0014ResetEmailChangeTotp } from './m0014-reset-email-change-totp.js';
import { M0015CardSearchSpeed } from './m0015-card-search-speed.js';
import { M0016CardPriceOrder } from './m0016-card-price-order.js';
import { M0017CardSearchFilters } from './m0017-card-search-filters.js';
import { M0018CardSearchKeys } from './m0018-card-search-keys.js';
import { M0019TeamWorkspaces } from './m0019-team-workspaces.js';
import { M0020TeamAudit } from './m0020-team-audit.js';
import { M0021MatchTallies } from './m0021-match-tallies.js';
import { M0022PublicMetagame } from './m0022-public-metagame.js';
import { M0023ArchetypeDefinitions } from './m0023-archetype-definitions.js';
import { M0024RosterSync } from './m0024-roster-sync.js';
import { M0025ApiTokens } from './m0025-api-tokens.js';
import { M0026Webhooks } from './m0026-webhooks.js';
import { M0027Passkeys } from './m0027-passkeys.js';
import { M0028OidcIdentities } from './m0028-oidc-identities.js';
import { M0029MatchArchetypes } from './m0029-match-archetypes.js';
import { M0030ReclassificationHolder } from './m0030-reclassification-holder.js';
import { toMigrationObject, type MigrationDialect, type SqlMigration } from './sql-migration.js';

/** Every migration, in the order it applies. Add new ones at the end. */
const MIGRATIONS: readonly SqlMigration[] = [
  M0001Identity,
  M0002EmailVerification,
  M0003CardData,
  M0004Tracker,
  M0005DeckImport,
  M0006RateLimits,
  M0007PriceSeriesNew,
  M0008CardPriceDays,
  M0009ImportLockHolder,
  M0010SessionsAuditLoginClients,
  M0011CardSearch,
  M0012EventsAndGameDetails,
  M0013SideboardPlans,
  M0014ResetEmailChangeTotp,
  M0015CardSearchSpeed,
  M0016CardPriceOrder,
  M0017CardSearchFilters,
  M0018CardSearchKeys,
  M0019TeamWorkspaces,
  M0020TeamAudit,
  M0021MatchTallies,
  M0022PublicMetagame,
  M0023ArchetypeDefinitions,
  M0024RosterSync,
  M0025ApiTokens,
  M0026Webhooks,
  M0027Passkeys,
  M0028OidcIdentities,
  M0029MatchArchetypes,
  M0030ReclassificationHolder,
];

/** The migrations as MikroORM's migrator runs them on `dialect`. */
export const migrationsFor = (dialect: MigrationDialect): MigrationObject[] =>
  MIGRATIONS.map((m) => toMigrationObject(m, dialect));
