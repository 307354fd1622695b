import { ERROR_CODES } from '../../../shared/contract/errors';
import { servesRegion } from '../../../shared/domain/directory-region';
import { directoryAllowed } from '../../../shared/domain/directories';
import { BUSINESS_CATEGORY_LABELS } from '../../../shared/domain/enums';
import type { BusinessRecord, OrganizationRecord } from '../../db/records';
import { ApiError, forbidden } from '../../http/api-error';
import type { DirectoryInfo } from '../../providers/provider';
import { categoryOf } from '../businesses/provider-business';

export const directoriesCount = (n: number) => `${n} ${n === 1 ? 'directory' : 'directories'}`;

/**
 * Where a publish goes: the requested directories, each known, in the plan and listing the
 * business's category; or, when none are named, every such directory.
 */
export function publishTargets(
  catalogue: readonly DirectoryInfo[],
  business: BusinessRecord,
  organization: OrganizationRecord,
  requested: readonly string[] | undefined,
): DirectoryInfo[] {
  const category = categoryOf(business);
  const listsCategory = (directory: DirectoryInfo) => directory.categories === null || directory.categories.includes(category);
  if (!requested) {
    // Everything allowed that lists the category where the business is; a regional directory elsewhere would only refuse.
    const targets = catalogue.filter(
      (directory) => directoryAllowed(directory, organization) && listsCategory(directory) && servesRegion(directory, business.state),
    );
    if (targets.length === 0) {
      throw forbidden(`Your plan includes no directory that lists ${BUSINESS_CATEGORY_LABELS[category]} businesses.`);
    }
    return targets;
  }
  return [...new Set(requested)].map((id) => {
    const directory = catalogue.find((candidate) => candidate.id === id);
    if (!directory) {
      const message = `Unknown directory: ${id}`;
      throw new ApiError(400, message, ERROR_CODES.validation, { directories: [message] });
    }
    if (!directoryAllowed(directory, organization)) throw forbidden(`${directory.name} is not included in your plan`);
    if (!listsCategory(directory)) {
      const message = `${directory.name} does not list ${BUSINESS_CATEGORY_LABELS[category]} businesses`;
      throw new ApiError(400, message, ERROR_CODES.validation, { directories: [message] });
    }
    return directory;
  });
}
