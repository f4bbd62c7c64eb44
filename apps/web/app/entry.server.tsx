import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { headTransform } from '~/lib/head-transform.server';
import { inlineStylesheets } from '~/lib/inline-stylesheets';
import { lowPriorityModulePreloads } from '~/lib/module-preload-priority';
import { publicStylesheetText } from '~/lib/public-stylesheets.server';

const renderTimeoutMs = 5_000;

/**
 * Streams the HTML. Crawlers wait for the whole document; browsers get the shell first.
 * The per-request CSP nonce from the server is put on every inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // The public pages' stylesheets go into the head (docs/decisions/0051); the modules
          // load at low priority, as the first paint never waits for them (0054).
          const body = headTransform((head) =>
            lowPriorityModulePreloads(
              inlineStylesheets(head, publicStylesheetText, loadContext.cspStyleNonce),
            ),
          );
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported by the error boundary; log them once here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, renderTimeoutMs + 1_000);
  });
}

export const streamTimeout = renderTimeoutMs;
