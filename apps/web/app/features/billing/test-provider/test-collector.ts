import type { CardCollector } from '../card-collector';
import { authenticateWithDialog } from './test-authentication';
import { TestAuthenticationDialog } from './test-authentication-dialog';
import { TestCardForm } from './test-card-form';

/** The built-in test provider of the embedded default: its own form and authentication dialog. */
export const testCollector: CardCollector = {
  CardFields: TestCardForm,
  AuthenticationHost: TestAuthenticationDialog,
  authenticatePayment: (paymentClientSecret) => authenticateWithDialog(paymentClientSecret),
};
