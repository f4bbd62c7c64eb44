import { signupClient } from './signup-client.ts';
import type { TestServer } from './test-server.ts';
import { sampleJpeg, type UploadFile } from './uploads.ts';
import { useTestServer } from './use-test-server.ts';

/** What a sign-up test works with: the server, its sign-up client, the facility, a photo. */
export type SignupSuite = {
  server: TestServer;
  api: ReturnType<typeof signupClient>;
  groupId: string;
  photo: UploadFile;
};

/** Starts the test server for a file of sign-up tests and hands `ready` what they work with. */
export function useSignupSuite(ready: (suite: SignupSuite) => unknown) {
  useTestServer(async (started) =>
    ready({
      server: started.server,
      api: signupClient(started.server),
      groupId: started.facilityId,
      photo: await sampleJpeg(),
    }),
  );
}
