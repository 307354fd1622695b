import { describe, expect, it } from 'vitest';
import { reachedBy } from '../../testing/query-keys';
import { integrationKeys } from '../directories/queries';
import { adminKeys } from './queries';

describe('adminKeys', () => {
  const users = [adminKeys.userList({ q: '', role: '' }), adminKeys.userList({ q: 'ann', role: 'admin' })];
  const organizations = [adminKeys.organizationList({ q: '', partnersOnly: false })];
  const audit = [adminKeys.auditLog(''), adminKeys.auditLog('org-1')];
  const rest = [adminKeys.overview(), adminKeys.settings(), adminKeys.dataAxleConfig(), adminKeys.dataAxleStatus(), integrationKeys.status];
  const keys = [...users, ...organizations, ...audit, ...rest];

  it('users and audit each cover every filtered view of their list, and nothing else', async () => {
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: adminKeys.users() }), keys)).toEqual(users);
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: adminKeys.audit() }), keys)).toEqual(audit);
  });

  it('all covers every back-office view but not the integration status the rest of the app reads', async () => {
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: adminKeys.all }), keys);
    expect(reached).toEqual(keys.filter((key) => key !== integrationKeys.status));
  });
});
