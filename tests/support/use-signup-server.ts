import { signupClient } from './signup-client.ts';
import type { TestServer } from './test-server.ts';
import { sampleJpeg, type UploadFile } from './uploads.ts';
import { useTestServer } from './use-test-server.ts';

/** What the sign-up tests start from: the server, its client, the facility to sign up to, a photo. */
export type SignupScene = {
  server: TestServer;
  api: ReturnType<typeof signupClient>;
  groupId: string;
  photo: UploadFile;
};

/**
 * The sign-up tests' server (useTestServer), with the scene handed to `ready` before the first
 * test: `let { server, api } = {} as SignupScene; useSignupServer((s) => ({ server, api } = s));`.
 */
export function useSignupServer(ready: (scene: SignupScene) => unknown) {
  useTestServer(async ({ server, facilityId }) => {
    await ready({ server, api: signupClient(server), groupId: facilityId, photo: await sampleJpeg() });
  });
}
