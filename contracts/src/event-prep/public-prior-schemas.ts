import { z } from 'zod';
import { CalendarDate } from '../tracker/common.js';
import { MetaFormat } from '../metagame/reads-schemas.js';

const Beta = z.object({ alpha: z.number(), beta: z.number() });

/** The field simulator's optional public prior, in its query. */
export const PUBLIC_PRIOR_QUERY = {
  prior: z
    .enum(['uniform', 'public'], { error: 'Must be uniform or public.' })
    .optional()
    .describe(
      '`public`: each matchup’s prior comes from the public matchup matrix (the candidate’s `prior_archetype` against the archetype the roster deck names), ' +
        'weighing at most `prior_games` effective games; left out or `uniform`: Beta(1, 1) for every matchup, and the answer is as without the option.',
    ),
  prior_archetype: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('The public archetype the candidate decks play (with prior=public).'),
  prior_format: MetaFormat.optional().describe('The public metagame’s format (with prior=public).'),
  prior_from: CalendarDate.optional().describe('Public events on or after this day (UTC).'),
  prior_to: CalendarDate.optional().describe('Public events on or before this day (UTC).'),
  prior_games: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe('The most effective games a public prior weighs (default 20).'),
};

type PriorQuery = {
  prior?: 'uniform' | 'public' | undefined;
  prior_archetype?: string | undefined;
  prior_format?: string | undefined;
  prior_from?: string | undefined;
  prior_to?: string | undefined;
  prior_games?: number | undefined;
};

/** Where the prior's parameters do not fit together; null when they do. */
export function priorQueryProblem(q: PriorQuery): { path: string; message: string } | null {
  const detail = [q.prior_archetype, q.prior_format, q.prior_from, q.prior_to, q.prior_games];
  if (q.prior !== 'public') {
    return detail.some((v) => v !== undefined)
      ? { path: 'prior', message: 'The prior_* parameters need prior=public.' }
      : null;
  }
  if (q.prior_archetype === undefined)
    return { path: 'prior_archetype', message: 'prior=public needs prior_archetype.' };
  if (q.prior_format === undefined) return { path: 'prior_format', message: 'prior=public needs prior_format.' };
  if (q.prior_from !== undefined && q.prior_to !== undefined && q.prior_to < q.prior_from)
    return { path: 'prior_to', message: 'Must be on or after prior_from.' };
  return null;
}

/** What an answer with prior=public adds to each matchup. */
export const PUBLIC_PRIOR_MATCHUP = {
  prior_used: z
    .enum(['public', 'uniform'])
    .optional()
    .describe(
      'With prior=public: which prior this matchup used (`uniform` when the public matrix has no decided match for it).',
    ),
  prior_beta: Beta.optional().describe('With prior=public: the matchup’s prior, before its own games.'),
  own_games: z.number().int().optional().describe('With prior=public: the own games counted (draws included).'),
  public_matches: z.number().int().optional().describe('With prior=public: decided public matches of the pairing.'),
  public_games: z
    .number()
    .int()
    .optional()
    .describe(
      'With prior=public: the effective games the prior weighs (the decided public matches, at most prior_games).',
    ),
};

/** What an answer with prior=public adds at its top. */
export const PUBLIC_PRIOR_READ = {
  public_prior: z
    .object({
      archetype: z.string(),
      format: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      max_games: z.number().int(),
    })
    .optional()
    .describe('Present with prior=public: the public matrix the priors came from.'),
};
