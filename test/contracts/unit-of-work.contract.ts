import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork, UserRepo } from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';

export interface UnitOfWorkHarness {
  readonly uow: UnitOfWork;
  readonly users: UserRepo;
  /** Runs `work` the way a host runs a request (a fresh database context). */
  inRequest<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What every UnitOfWork must do: repositories inside it see its writes; a throw undoes them all. */
export function unitOfWorkContract(make: () => Promise<UnitOfWorkHarness>): void {
  let h: UnitOfWorkHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('UnitOfWork contract', () => {
    it('commits every write of the work together, and reads inside see them', async () => {
      const user = aUser().build();
      const seen = await h.inRequest(() =>
        h.uow.run(async () => {
          await h.users.insert(user);
          return h.users.findById(user.id);
        }),
      );
      expect(seen?.id).toBe(user.id);
      expect(await h.inRequest(() => h.users.findByEmail(user.email))).not.toBeNull();
    });

    it('rolls every write back when the work throws', async () => {
      const user = aUser().build();
      const failing = h.inRequest(() =>
        h.uow.run(async () => {
          await h.users.insert(user);
          await h.users.update(user.id, { updatedAt: new Date() }, { bumpTokenVersion: true });
          throw new Error('mail relay refused');
        }),
      );
      await expect(failing).rejects.toThrow('mail relay refused');
      expect(await h.inRequest(() => h.users.findById(user.id))).toBeNull();
    });
  });
}
