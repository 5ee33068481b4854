import { err, ok, type Result } from '../../shared/result.js';
import type { Clock } from '../../shared/clock.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { TokenPair } from '../entities/token-claims.js';
import { unauthenticated, type Unauthenticated } from '../errors.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { TokenIssuer } from '../entities/token-issuer.js';
import type { TokenValidator } from '../entities/token-validator.js';

export interface RefreshTokensInput {
  readonly refreshToken: string;
  readonly client?: ClientInfo;
}
export type RefreshTokensOutput = TokenPair;

/**
 * Refresh with rotation inside the token's session: the type, tkv and session are checked, then the
 * session moves to its next refresh generation (compare-and-set) and a new pair is issued for it.
 * The presented token is then spent; other devices' sessions are untouched. Presenting a spent
 * refresh token again is a replay: the session is ended (its access tokens die at once) and the
 * audit trail records the reuse. Two concurrent uses of one token count as a replay.
 */
export class RefreshTokens {
  constructor(
    private readonly validator: TokenValidator,
    private readonly sessions: SessionRepo,
    private readonly tokens: TokenIssuer,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: RefreshTokensInput): Promise<Result<RefreshTokensOutput, Unauthenticated>> {
    const validated = await this.validator.validate(input.refreshToken, 'refresh');
    if (!validated.ok) return validated;
    const { user, claims } = validated.value;
    const now = this.clock.now();
    const rotated = await this.sessions.rotate(claims.sid, user.id, claims.gen, now, this.tokens.refreshExpiry(now));
    if (rotated) return ok(this.tokens.issue(user, rotated));
    const session = await this.sessions.findById(claims.sid);
    if (session && session.revokedAt === null && session.refreshGeneration > claims.gen) {
      await this.uow.run(async () => {
        if (!(await this.sessions.end(session.id, user.id, now))) return;
        await this.audit.record('refresh.reuse_detected', {
          userId: user.id,
          sessionId: session.id,
          email: user.email,
          client: input.client,
          details: { presented_generation: claims.gen, current_generation: session.refreshGeneration },
        });
      });
    }
    return err(unauthenticated());
  }
}
