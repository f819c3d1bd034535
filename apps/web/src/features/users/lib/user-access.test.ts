import type { AdminUser } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { canChangeRoles, editUserRequest, userActions, userEditForm } from './user-access';

const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-1',
  email: 'lan@example.com',
  name: 'Lan Nguyễn',
  phone: '0912345678',
  address: null,
  userType: 'REGULAR',
  status: 'ACTIVE',
  language: 'vi',
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'CUSTOMER',
  isVerified: true,
  hasPassword: true,
  googleLinked: false,
  ...over,
});

const admin = { userId: 'admin-1', role: 'ADMIN' };
const manager = { userId: 'manager-1', role: 'MANAGER' };

describe('what staff may do to a user', () => {
  it('lets an ADMIN do everything to another account', () => {
    expect(userActions(admin, user())).toEqual({
      edit: true,
      editType: true,
      editRole: true,
      changeStatus: true,
      delete: true,
    });
    // except the blacklist: staff are made customers first; back to ACTIVE stays possible
    expect(userActions(admin, user({ role: 'MANAGER' }))).toEqual({
      edit: true,
      editType: true,
      editRole: true,
      changeStatus: false,
      delete: true,
    });
    expect(userActions(admin, user({ role: 'MANAGER', status: 'BLACKLISTED' })).changeStatus).toBe(true);
    expect(canChangeRoles(admin)).toBe(true);
  });

  it('hides roles and deletion from a MANAGER, and other staff accounts entirely', () => {
    expect(canChangeRoles(manager)).toBe(false);
    expect(userActions(manager, user())).toEqual({
      edit: true,
      editType: true,
      editRole: false,
      changeStatus: true,
      delete: false,
    });
    for (const role of ['ADMIN', 'MANAGER'] as const) {
      expect(userActions(manager, user({ role }))).toEqual({
        edit: false,
        editType: false,
        editRole: false,
        changeStatus: false,
        delete: false,
      });
    }
  });

  it('lets nobody change their own role, type or status, or delete themselves, but edit their details', () => {
    for (const caller of [admin, manager]) {
      const self = user({ id: caller.userId, role: caller.role as AdminUser['role'] });
      expect(userActions(caller, self)).toEqual({
        edit: true,
        editType: false,
        editRole: false,
        changeStatus: false,
        delete: false,
      });
    }
  });
});

describe('the edit form → PATCH /auth/edit-user body', () => {
  it('sends only what changed, trimmed', () => {
    const target = user();
    const form = { ...userEditForm(target), name: '  Lan Trần ', userType: 'VIP' as const };
    expect(editUserRequest(form, target, userActions(admin, target))).toEqual({
      ok: true,
      body: { name: 'Lan Trần', userType: 'VIP' },
    });
  });

  it('sends nothing when nothing changed, and clears an emptied phone with null', () => {
    const target = user();
    const actions = userActions(admin, target);
    expect(editUserRequest(userEditForm(target), target, actions)).toEqual({ ok: true, body: null });
    expect(editUserRequest({ ...userEditForm(target), phone: ' ' }, target, actions)).toEqual({
      ok: true,
      body: { phone: null },
    });
  });

  it('sends the type only for someone else, the role only for a caller who may change it', () => {
    const me = user({ id: manager.userId, role: 'MANAGER' });
    const vip = { ...userEditForm(me), userType: 'VIP' as const };
    expect(editUserRequest(vip, me, userActions(manager, me))).toEqual({ ok: true, body: null });
    const target = user();
    const form = { ...userEditForm(target), role: 'MANAGER' as const };
    expect(editUserRequest(form, target, userActions(admin, target))).toEqual({
      ok: true,
      body: { role: 'MANAGER' },
    });
    expect(editUserRequest(form, target, userActions(manager, target))).toEqual({ ok: true, body: null });
  });

  it('refuses an empty name and a phone that is not one', () => {
    const target = user();
    expect(
      editUserRequest(
        { ...userEditForm(target), name: ' ', phone: 'call me' },
        target,
        userActions(admin, target),
      ),
    ).toEqual({ ok: false, errors: { name: 'nameRequired', phone: 'phoneInvalid' } });
  });
});
