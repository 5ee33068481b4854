import type { Container } from 'inversify';
import { ok } from '@metagame/core';
import { identity } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentTokenPair, presentUser } from '../presenters/user-presenter.js';
import type { RouteBinder } from '../route-binder.js';

/** Login, tokens, the caller's account and the admin user operations. */
export function mountIdentityRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(identity.login, async ({ body }) => {
    const result = await get(TOKENS.Login).execute({ email: body.username, password: body.password });
    return result.ok ? ok(presentTokenPair(result.value)) : result;
  });

  bind.bind(identity.refresh, async ({ body }) => {
    const result = await get(TOKENS.RefreshTokens).execute({ refreshToken: body.refresh_token });
    return result.ok ? ok(presentTokenPair(result.value)) : result;
  });

  bind.bind(identity.logout, async ({ token }) => {
    const result = await get(TOKENS.Logout).execute({ accessToken: token ?? '' });
    return result.ok ? ok(undefined) : result;
  });

  bind.bind(identity.me, async ({ user }) => ok(presentUser(user)));

  bind.bind(identity.register, async ({ body }) => {
    const result = await get(TOKENS.RegisterUser).execute({
      email: body.email,
      password: body.password,
      role: body.role,
      isVerified: body.is_verified,
      isActive: body.is_active,
      displayName: body.display_name ?? null,
    });
    return result.ok ? ok(presentUser(result.value)) : result;
  });

  bind.bind(identity.changePassword, async ({ body, user }) => {
    const result = await get(TOKENS.ChangePassword).execute({
      userId: user.id,
      currentPassword: body.current_password,
      newPassword: body.new_password,
    });
    return result.ok ? ok(presentTokenPair(result.value)) : result;
  });

  bind.bind(identity.listUsers, async ({ query }) => {
    const page = await get(TOKENS.ListUsers).execute(query);
    return ok({ items: page.items.map(presentUser), total: page.total, limit: query.limit, offset: query.offset });
  });

  bind.bind(identity.getUser, async ({ params }) => {
    const result = await get(TOKENS.GetUser).execute({ userId: params.id });
    return result.ok ? ok(presentUser(result.value)) : result;
  });

  bind.bind(identity.updateUser, async ({ params, body, user }) => {
    const result = await get(TOKENS.UpdateUserByAdmin).execute({
      actorId: user.id,
      userId: params.id,
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    });
    return result.ok ? ok(presentUser(result.value)) : result;
  });

  bind.bind(identity.deleteUser, async ({ params, user }) => {
    const result = await get(TOKENS.DeleteUser).execute({ actorId: user.id, userId: params.id });
    return result.ok ? ok(undefined) : result;
  });
}
