import type { PublicUser, TokenPair } from '@metagame/core';

/** Whitelist of a user's public fields in the API's snake_case (UserRead). */
export const presentUser = (user: PublicUser) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  is_active: user.isActive,
  is_verified: user.isVerified,
  display_name: user.displayName,
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
});

export const presentTokenPair = (pair: TokenPair) => ({
  access_token: pair.accessToken,
  refresh_token: pair.refreshToken,
  token_type: pair.tokenType,
});
