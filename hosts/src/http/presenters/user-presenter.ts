import type { PublicUser, TokenPair } from '@metagame/core';
import { tokenPairCodec, userCodec } from '@metagame/contracts';

/** A user's public fields as UserRead lists them. */
export const presentUser = (user: PublicUser) => userCodec.toWire(user);

export const presentTokenPair = (pair: TokenPair) => tokenPairCodec.toWire(pair);
