// Every area's endpoints with their schemas bound, under the same names as `@hibi/contract/api`:
// what the server registers its routes from and the OpenAPI document is made of (decision 0086).
import { downloadApi as downloadEndpoints } from './api/downloads.ts';
import { withSchemas } from './api/endpoint.ts';
import { familyApi as familyEndpoints } from './api/families.ts';
import { mediaExportApi as mediaExportEndpoints } from './api/media-export.ts';
import { photoMovieApi as photoMovieEndpoints } from './api/photomovies.ts';
import { referenceApi as referenceEndpoints } from './api/references.ts';
import { returnApi as returnEndpoints } from './api/returns.ts';
import { siblingApi as siblingEndpoints } from './api/siblings.ts';
import { timelineApi as timelineEndpoints } from './api/timeline.ts';
import { downloadSchemas } from './downloads.ts';
import { familySchemas } from './families.ts';
import { mediaExportSchemas } from './media-export.ts';
import { photoMovieSchemas } from './photomovies.ts';
import { referenceSchemas } from './references.ts';
import { returnSchemas } from './returns.ts';
import { siblingSchemas } from './siblings.ts';
import { timelineSchemas } from './timeline.ts';

export const downloadApi = withSchemas(downloadEndpoints, downloadSchemas);
export const familyApi = withSchemas(familyEndpoints, familySchemas);
export const mediaExportApi = withSchemas(mediaExportEndpoints, mediaExportSchemas);
export const photoMovieApi = withSchemas(photoMovieEndpoints, photoMovieSchemas);
export const referenceApi = withSchemas(referenceEndpoints, referenceSchemas);
export const returnApi = withSchemas(returnEndpoints, returnSchemas);
export const siblingApi = withSchemas(siblingEndpoints, siblingSchemas);
export const timelineApi = withSchemas(timelineEndpoints, timelineSchemas);
