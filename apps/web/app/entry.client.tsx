// The browser's entry: React Router's default, after one setting that must come before any zod
// module is evaluated (lib/zod-without-eval.ts). This file imports nothing of zod itself.
import '~/lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
