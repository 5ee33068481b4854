import { ok } from '@metagame/core';
import { identity, userCodec } from '@metagame/contracts';
import { ChangePassword } from '@metagame/core/identity/use-cases/change-password';
import { DeleteUser } from '@metagame/core/identity/use-cases/delete-user';
import { GetUser } from '@metagame/core/identity/use-cases/get-user';
import { ListUsers } from '@metagame/core/identity/use-cases/list-users';
import { Login } from '@metagame/core/identity/use-cases/login';
import { Logout } from '@metagame/core/identity/use-cases/logout';
import { RefreshTokens } from '@metagame/core/identity/use-cases/refresh-tokens';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { UpdateUserByAdmin } from '@metagame/core/identity/use-cases/update-user-by-admin';
import { presentLoginAnswer, presentTokenPair, presentUser } from '../presenters/user-presenter.js';
import { handled, route, type RouteRow } from '../route-table.js';

/** Login, tokens, the caller's account and the admin user operations. */
export const IDENTITY_ROUTES: readonly RouteRow[] = [
  route({
    contract: identity.login,
    useCase: Login,
    input: ({ body, client }) => ({ email: body.username, password: body.password, client }),
    present: presentLoginAnswer,
  }),
  route({
    contract: identity.refresh,
    useCase: RefreshTokens,
    input: ({ body, client }) => ({ refreshToken: body.refresh_token, client }),
    present: presentTokenPair,
  }),
  route({
    contract: identity.logout,
    useCase: Logout,
    input: ({ token, client }) => ({ accessToken: token ?? '', client }),
    present: () => undefined,
  }),
  handled(
    identity.me,
    () =>
      async ({ user }) =>
        ok(presentUser(user)),
  ),
  route({
    contract: identity.register,
    useCase: RegisterUser,
    input: ({ body, user, client }) => ({
      actorId: user.id,
      client,
      ...userCodec.fromCreate(body),
      displayName: body.display_name ?? null,
    }),
    present: presentUser,
  }),
  route({
    contract: identity.changePassword,
    useCase: ChangePassword,
    input: ({ body, user, client }) => ({
      userId: user.id,
      currentPassword: body.current_password,
      newPassword: body.new_password,
      client,
    }),
    present: presentTokenPair,
  }),
  route({
    contract: identity.listUsers,
    useCase: ListUsers,
    input: ({ query }) => query,
    present: (page, { query }) => ({
      items: page.items.map(presentUser),
      total: page.total,
      limit: query.limit,
      offset: query.offset,
    }),
    page: (page, { query }) => ({ total: page.total, limit: query.limit, offset: query.offset }),
  }),
  route({
    contract: identity.getUser,
    useCase: GetUser,
    input: ({ params }) => ({ userId: params.id }),
    present: presentUser,
  }),
  route({
    contract: identity.updateUser,
    useCase: UpdateUserByAdmin,
    input: ({ params, body, user, client }) => ({
      actorId: user.id,
      userId: params.id,
      client,
      ...userCodec.fromUpdate(body),
    }),
    present: presentUser,
  }),
  route({
    contract: identity.deleteUser,
    useCase: DeleteUser,
    input: ({ params, user, client }) => ({ actorId: user.id, userId: params.id, client }),
    present: () => undefined,
  }),
];
