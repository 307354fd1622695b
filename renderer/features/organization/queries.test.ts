import { describe, expect, it } from 'vitest';
import { reachedBy } from '../../testing/query-keys';
import { organizationKeys } from './queries';

describe('organizationKeys', () => {
  const current = organizationKeys.current();
  const members = organizationKeys.members();
  const invitations = organizationKeys.invitations();
  const memberships = organizationKeys.memberships();
  const preview = organizationKeys.invitationPreview('token-1');
  const all = [current, members, invitations, memberships, preview];

  it('current covers its members and invitations, not the memberships or an invitation link being read', async () => {
    const reached = await reachedBy((client) => client.invalidateQueries({ queryKey: current }), all);
    expect(reached).toEqual([current, members, invitations]);
  });

  it('memberships reach only the list of organizations the user belongs to', async () => {
    expect(await reachedBy((client) => client.invalidateQueries({ queryKey: memberships }), all)).toEqual([memberships]);
  });
});
