import { useHomePath } from '~/features/session/use-home-path';
import { SERVICE_NAME } from '~/lib/site-links';
import { ErrorIllustration } from './error-illustration';
import { errorText } from './error-status';

/**
 * The page every error ends on (specification §2, §8). Its links are plain anchors: after an
 * error a full page load is the surest way back to a working app.
 */
export function ErrorPage({ status }: { status: number }) {
  const { message, english } = errorText(status);
  // A signed-in family goes back to its photos, not to the sales page.
  const home = useHomePath();
  return (
    <div className="blank">
      <header className="blank-header">
        <a className="site-logo" href={home}>
          {SERVICE_NAME}
        </a>
      </header>
      <main id="main" className="blank-main error-page">
        <ErrorIllustration />
        <p className="error-code">{status}</p>
        <h1 className="error-message">{message}</h1>
        {english ? (
          <p className="error-english" lang="en">
            {english}
          </p>
        ) : null}
        <a className="button button-primary" href={home}>
          {home === '/' ? 'トップへ戻る' : 'タイムラインへ戻る'}
        </a>
      </main>
    </div>
  );
}

/** What shows when the error page itself fails: English, as the specification asks, and no styling needs. */
export function ErrorFallback() {
  return (
    <main id="main" className="error-fallback" lang="en">
      <h1>Something went wrong.</h1>
      <p>
        <a href="/">Back to home</a>
      </p>
    </main>
  );
}
