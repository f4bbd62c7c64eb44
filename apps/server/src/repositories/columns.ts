// Column sets several queries select, spread into their select(), so each reads the same way.
import { children, classes, faces, familyMembers } from '@hibi/db';

/** A child's name as staff screens show it. */
export const childName = { lastName: children.lastName, firstName: children.firstName };

/** The family a child is of and the facility it is at: what access and staff-scope checks compare. */
export const childScope = { familyId: children.familyId, facilityId: children.facilityId };

/** A child as staff pick it from a list: name, birthday and class (`classes` left-joined). */
export const childInList = {
  childId: children.id,
  ...childName,
  birthday: children.birthday,
  className: classes.name,
};

/** A guardian's place in their family: which family, their role, and since when. */
export const membership = {
  familyId: familyMembers.familyId,
  role: familyMembers.role,
  joinedAt: familyMembers.createdAt,
};

/** Where a face lies in its photo, each side a fraction of the photo's. */
export const faceBox = { x: faces.boxX, y: faces.boxY, width: faces.boxWidth, height: faces.boxHeight };
