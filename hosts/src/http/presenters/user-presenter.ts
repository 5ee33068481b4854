import type { PublicUser, SecondFactorChallenge, TokenPair } from '@metagame/core';
import { tokenPairCodec, userCodec } from '@metagame/contracts';

/** A user's public fields as UserRead lists them. */
export const presentUser = (user: PublicUser) => userCodec.toWire(user);

export const presentTokenPair = (pair: TokenPair) => tokenPairCodec.toWire(pair);

/** What a login answers: a token pair, or the second-factor challenge that stands in for it. */
export const presentLoginAnswer = (answer: TokenPair | SecondFactorChallenge) =>
  'challengeToken' in answer
    ? {
        challenge_type: answer.kind,
        challenge_token: answer.challengeToken,
        expires_at: answer.expiresAt.toISOString(),
        ...(answer.secret ? { secret: answer.secret } : {}),
        ...(answer.otpauthUri ? { otpauth_uri: answer.otpauthUri } : {}),
      }
    : presentTokenPair(answer);
