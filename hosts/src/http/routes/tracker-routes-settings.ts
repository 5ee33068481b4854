import type { Container } from 'inversify';
import { ok } from '@metagame/core';
import { tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentSettings, presentSharedUser } from '../presenters/tracker-presenter.js';
import type { RouteBinder } from '../route-binder.js';

/** GET/PATCH /me/settings and GET /shared-users. */
export function mountTrackerSettingsRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(tracker.getSettings, async ({ user }) => ok(presentSettings(await get(TOKENS.GetSettings).execute({ userId: user.id }))));

  bind.bind(tracker.updateSettings, async ({ user, body }) => {
    const result = await get(TOKENS.UpdateSettings).execute({
      userId: user.id,
      ...(body.data_shared !== undefined ? { dataShared: body.data_shared } : {}),
      ...(body.active_personal_deck_id !== undefined ? { activePersonalDeckId: body.active_personal_deck_id } : {}),
    });
    return result.ok ? ok(presentSettings(result.value)) : result;
  });

  bind.bind(tracker.listSharedUsers, async ({ user }) => {
    const users = await get(TOKENS.ListSharedUsers).execute({ callerId: user.id });
    return ok(users.map(presentSharedUser));
  });
}
