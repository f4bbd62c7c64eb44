import { escapeHtml } from '../../mail/templates/layout.ts';

export type UnsubscribePageState =
  | { kind: 'confirm'; label: string; token: string }
  | { kind: 'done'; label: string }
  | { kind: 'invalid' };

const invalidText =
  'このリンクは無効です。メールに記載されたURLを、途中で切れていないかご確認のうえ開いてください。';

/** The small page a guardian sees after clicking the link in a mail (no sign-in, no web app). */
export function unsubscribePage(state: UnsubscribePageState, styleNonce: string): string {
  const body =
    state.kind === 'confirm'
      ? `<h1>配信停止の確認</h1>
<p>「${escapeHtml(state.label)}」のメール配信を停止します。よろしければ、下のボタンを押してください。</p>
<form method="post" action="/api/notifications/unsubscribe?token=${encodeURIComponent(state.token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">配信を停止する</button>
</form>`
      : state.kind === 'done'
        ? `<h1>配信を停止しました</h1>
<p>「${escapeHtml(state.label)}」のメールは今後お送りしません。</p>
<p>再開するときは、ログインしてマイページの<a href="/mypage/notifications/">通知設定</a>から変更できます。</p>`
        : `<h1>リンクが無効です</h1><p>${invalidText}</p>`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>メール配信の停止 | ひびフォト</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;color:#333;line-height:1.8;max-width:36rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.6rem;border:0;border-radius:999px;background:#f08c3c;color:#fff;cursor:pointer}
</style>
</head>
<body>
<main>
${body}
<p><a href="/">ひびフォトのトップへ</a></p>
</main>
</body>
</html>
`;
}
