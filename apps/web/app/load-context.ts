// What the Node server hands every loader (apps/server builds it per request).
import type { DatabaseHealth } from '@hibi/contract';

declare module 'react-router' {
  interface AppLoadContext {
    /** Absolute origin of the site, for canonical and Open Graph URLs. */
    publicUrl: string;
    /** 'ok' when the database answers within a short time, else which part fails. */
    checkDatabase(): Promise<DatabaseHealth>;
    /** Content-Security-Policy nonce of this response's inline scripts. */
    cspNonce: string;
    /** Content-Security-Policy nonce of this response's inline style elements. */
    cspStyleNonce: string;
    /** Outside services switched on in the server's settings (absent ones stay off). */
    thirdParty: { tagManagerId?: string; errorReportingDsn?: string };
    /** The address mail comes from (MAIL_FROM's), which families allow in a carrier's 受信設定. */
    mailSender: string;
  }
}
