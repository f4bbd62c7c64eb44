import { externalStore } from '~/lib/external-store';
import { authenticationNotCompleted, cardRefused } from '../card-collector';
import { authenticateTestIntent } from './test-intent-calls';

interface PendingAuthentication {
  clientSecret: string;
  answer: (approve: boolean) => Promise<void>;
}

/** The authentication the dialog is showing now, if any. */
export const pendingAuthentication = externalStore<PendingAuthentication | null>(null);

/**
 * The test provider's stand-in for 3-D Secure: shows the dialog, sends the guardian's answer, and
 * resolves when the intent succeeded; throws the guardian's message when it did not.
 */
export function authenticateWithDialog(clientSecret: string): Promise<void> {
  return new Promise((resolve, reject) => {
    pendingAuthentication.set({
      clientSecret,
      answer: async (approve) => {
        try {
          const { status } = await authenticateTestIntent(clientSecret, approve);
          if (status === 'succeeded') resolve();
          else reject(cardRefused(authenticationNotCompleted));
        } catch (error) {
          reject(error);
        } finally {
          pendingAuthentication.set(null);
        }
      },
    });
  });
}
