import { Argument, InvalidArgumentError, Option, type Command } from 'commander';
import { ROLES, type Role } from '@metagame/core';
import type { Config } from '../../compose/config.js';
import { usersList, type UsersListOptions } from './users-list.js';
import { usersRemoveTotp } from './users-remove-totp.js';
import { usersResetPassword } from './users-reset-password.js';
import { usersShow } from './users-show.js';
import { usersUpdate } from './users-update.js';

type Json = { json?: boolean };
const JSON_HELP = 'print the result as JSON on stdout';
const USER_ARG = ['<user>', 'email or id of the account'] as const;

/**
 * `metagame users …`: accounts without SQL. Every change is audited with `via: 'cli'`. Made with
 * `program.command` (not `addCommand`) so that it and its subcommands inherit the usage-error handling.
 */
export function usersCommand(program: Command, config: () => Config): Command {
  const users = program.command('users').description('list, inspect and change accounts (each change is audited)');
  users
    .command('list')
    .description('accounts, oldest first')
    .addOption(new Option('--role <role>', 'only this role').choices(ROLES))
    .addOption(new Option('--active <bool>', 'only active (true) or deactivated (false) accounts').choices(BOOLS))
    .option('--email <part>', 'only emails containing this')
    .option('--limit <n>', 'at most this many (1-1000)', count(1, 1000), 50)
    .option('--offset <n>', 'skip this many first', count(0, Number.MAX_SAFE_INTEGER), 0)
    .option('--json', JSON_HELP)
    .action(async (options: UsersListOptions) => usersList(config(), options));
  users
    .command('show')
    .description('one account')
    .argument(...USER_ARG)
    .option('--json', JSON_HELP)
    .action(async (ref: string, options: Json) => usersShow(config(), ref, options));
  users
    .command('set-role')
    .description("change an account's role (ends its sessions)")
    .argument(...USER_ARG)
    .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
    .option('--json', JSON_HELP)
    .action(async (ref: string, role: Role, options: Json) => usersUpdate(config(), ref, { role }, options));
  users
    .command('set-active')
    .description('activate (true) or deactivate (false) an account')
    .argument(...USER_ARG)
    .addArgument(new Argument('<active>', 'true or false').choices(BOOLS))
    .option('--json', JSON_HELP)
    .action(async (ref: string, active: string, options: Json) =>
      usersUpdate(config(), ref, { isActive: active === 'true' }, options),
    );
  users
    .command('reset-password')
    .description('set a new password, read from the terminal (no echo) or stdin; ends every session and token')
    .argument(...USER_ARG)
    .option('--json', JSON_HELP)
    .action(async (ref: string, options: Json) => usersResetPassword(config(), ref, options));
  users
    .command('remove-totp')
    .description('remove a lost two-factor device and its recovery codes')
    .argument(...USER_ARG)
    .option('--json', JSON_HELP)
    .action(async (ref: string, options: Json) => usersRemoveTotp(config(), ref, options));
  return users;
}

const BOOLS = ['true', 'false'];

function count(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max)
      throw new InvalidArgumentError(`must be an integer from ${min} to ${max}.`);
    return n;
  };
}
