/** Sent when rendering itself fails: no React, no assets, English as the specification asks. */
export const englishFallbackPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 4rem 1rem">
<h1>Something went wrong.</h1>
<p>Please try again in a moment.</p>
<p><a href="/">Back to home</a></p>
</body>
</html>
`;
