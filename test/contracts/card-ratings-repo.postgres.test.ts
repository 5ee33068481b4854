import { describeOn } from '../support/each-database.js';
import { cardRatingsRepoContract } from './card-ratings-repo.contract.js';
import { openSqlCardRatings } from './card-ratings-repo.harness.js';

describeOn('postgres', 'MikroOrmCardRatingsRepo', (kind) => cardRatingsRepoContract(() => openSqlCardRatings(kind)));
