import type { MigrationObject } from '@mikro-orm/core';
import { M0001Identity } from './m0001-identity.js';
import { M0002EmailVerification } from './m0002-email-verification.js';
import { M0003CardData } from './m0003-card-data.js';
import { M0004Tracker } from './m0004-tracker.js';
import { M0005DeckImport } from './m0005-deck-import.js';
import { M0006RateLimits } from './m0006-rate-limits.js';
import { M0007PriceSeriesNew } from './m0007-price-series-new.js';
import { M0008CardPriceDays } from './m0008-card-price-days.js';

/**
 * Every migration, in the order it applies. Names are stable forever: they are what the
 * `mikro_orm_migrations` table records. Add new ones at the end.
 */
export const MIGRATIONS: MigrationObject[] = [{ name: 'm0001-identity', class: M0001Identity }, { name: 'm0002-email-verification', class: M0002EmailVerification }, { name: 'm0003-card-data', class: M0003CardData }, { name: 'm0004-tracker', class: M0004Tracker }, { name: 'm0005-deck-import', class: M0005DeckImport }, { name: 'm0006-rate-limits', class: M0006RateLimits }, { name: 'm0007-price-series-new', class: M0007PriceSeriesNew }, { name: 'm0008-card-price-days', class: M0008CardPriceDays }];
