import {
  type AdminUser,
  type EditUserBody,
  isStaffRole,
  normalisePhone,
  type Role,
  type UserType,
} from '@shop/shared';

/** Who is using the dashboard: their user id and role (account.userType). */
export interface Caller {
  userId: string | undefined;
  role: string | undefined;
}

/** What the caller may do to one user in the User tab (the server enforces the same). */
export interface UserActions {
  /** name, phone */
  edit: boolean;
  /** REGULAR ↔ VIP; never one's own (a MANAGER would make themselves VIP) */
  editType: boolean;
  /** ADMIN only, and never one's own (a lone ADMIN could lock the shop out) */
  editRole: boolean;
  /** ACTIVE ↔ BLACKLISTED; never one's own, and a staff account only back to ACTIVE */
  changeStatus: boolean;
  /** permanent deletion: ADMIN only, never one's own */
  delete: boolean;
}

/**
 * ADMIN may do everything; MANAGER everything except change roles, change another staff account and
 * delete accounts permanently (docs/requirements/roles.md). Nobody changes their own status, type or
 * role, or deletes themselves here: a lone ADMIN could lock the shop out. Staff accounts are never
 * blacklisted (the server rejects it): an ADMIN makes them a customer first; one blacklisted before
 * that rule can still be made ACTIVE.
 */
export function userActions(
  caller: Caller,
  target: Pick<AdminUser, 'id' | 'role'> & Partial<Pick<AdminUser, 'status'>>,
): UserActions {
  const admin = caller.role === 'ADMIN';
  const self = caller.userId !== undefined && caller.userId === target.id;
  const otherStaff = !self && isStaffRole(target.role);
  const allowed = admin || !otherStaff;
  return {
    edit: allowed,
    editType: allowed && !self,
    editRole: admin && !self,
    changeStatus: allowed && !self && (!isStaffRole(target.role) || target.status === 'BLACKLISTED'),
    delete: admin && !self,
  };
}

/** Whether the caller sees the role column's control at all (MANAGER never does). */
export const canChangeRoles = (caller: Caller): boolean => caller.role === 'ADMIN';

export interface UserEditForm {
  name: string;
  phone: string;
  userType: UserType;
  role: Role;
}

export const userEditForm = (user: AdminUser): UserEditForm => ({
  name: user.name,
  phone: user.phone ?? '',
  userType: user.userType,
  role: user.role,
});

export type UserEditField = 'name' | 'phone';
export type UserEditResult =
  | { ok: true; body: EditUserBody | null }
  | { ok: false; errors: Partial<Record<UserEditField, 'nameRequired' | 'phoneInvalid'>> };

const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/**
 * The PATCH /auth/edit-user body from the edit form: only the fields that changed (null when nothing
 * did), an emptied phone as null (it clears it), the type and the role only when the caller may change
 * them.
 */
export function editUserRequest(form: UserEditForm, user: AdminUser, actions: UserActions): UserEditResult {
  const name = form.name.trim();
  const phone = form.phone.trim();
  const errors: Partial<Record<UserEditField, 'nameRequired' | 'phoneInvalid'>> = {};
  if (!name) errors.name = 'nameRequired';
  if (phone && (!PHONE_SHAPE.test(phone) || normalisePhone(phone).length < 8)) errors.phone = 'phoneInvalid';
  if (Object.keys(errors).length) return { ok: false, errors };

  const body: EditUserBody = {};
  if (name !== user.name) body.name = name;
  if (phone !== (user.phone ?? '')) body.phone = phone || null;
  if (actions.editType && form.userType !== user.userType) body.userType = form.userType;
  if (actions.editRole && form.role !== user.role) body.role = form.role;
  return { ok: true, body: Object.keys(body).length ? body : null };
}
