export interface ProfileValues {
  name: string;
  username: string;
}

/** Only what the person changed, so an untouched username is never re-checked for uniqueness. */
export function profileChanges(saved: ProfileValues, edited: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  if (edited.name.trim() !== saved.name) changes.name = edited.name;
  // Usernames are kept lowercase, so 'Ada' is no change from 'ada'.
  if (edited.username.trim().toLowerCase() !== saved.username) changes.username = edited.username;
  return changes;
}
