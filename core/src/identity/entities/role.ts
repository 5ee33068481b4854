/**
 * Stored roles and their ordinal access levels (spec 2.2). Level 0 is the anonymous caller, who has
 * no stored role. Access checks compare levels, never names.
 */
export const ROLES = ['user', 'role_c', 'ml_developer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LEVEL = { user: 1, role_c: 2, ml_developer: 3, admin: 4 } as const satisfies Record<Role, number>;

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const roleSatisfies = (held: Role, required: Role): boolean => ROLE_LEVEL[held] >= ROLE_LEVEL[required];
