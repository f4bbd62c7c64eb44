// Join conditions of the relations many queries follow, each written once (a delivery's media is
// visible-media.ts's mediaJoin). Each names the joined table first: `.leftJoin(classes, classOfChild)`.
import {
  children,
  classes,
  deliveries,
  eq,
  faces,
  facilities,
  familyMembers,
  guardians,
  matchDecisions,
  media,
  mediaRedactions,
} from '@hibi/db';

export const classOfChild = eq(classes.id, children.classId);
export const facilityOfChild = eq(facilities.id, children.facilityId);

/** The members of the child's family (decision 0036), then each member's account. */
export const membersOfChildFamily = eq(familyMembers.familyId, children.familyId);
export const guardianOfMember = eq(guardians.id, familyMembers.guardianId);

/** The media a face was found in (a reference photo's face has none). */
export const mediaOfFace = eq(media.id, faces.mediaId);
/** The faces of a delivery's media. */
export const facesOfDelivery = eq(faces.mediaId, deliveries.mediaId);
/** The matcher's decisions on a face; from the decision's side, its face. */
export const decisionsOfFace = eq(matchDecisions.faceId, faces.id);
/** The blurred copy made of a media for other families (decision 0077), if any. */
export const redactionOfMedia = eq(mediaRedactions.mediaId, media.id);
