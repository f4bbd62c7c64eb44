import { z } from 'zod';

/** What people read when a value is wrong; the field's name comes first (see fieldLabel). */
export function japaneseIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? '入力してください。'
        : '形式が正しくありません。';
    case 'too_small':
      if (issue.origin === 'string') return `${issue.minimum}文字以上で入力してください。`;
      if (issue.origin === 'array') return `${issue.minimum}件以上を指定してください。`;
      return `${issue.minimum}以上の値を入力してください。`;
    case 'too_big':
      if (issue.origin === 'string') return `${issue.maximum}文字以内で入力してください。`;
      if (issue.origin === 'array') return `${issue.maximum}件以内で指定してください。`;
      return `${issue.maximum}以下の値を入力してください。`;
    case 'invalid_format':
      if (issue.format === 'email') return 'メールアドレスの形式が正しくありません。';
      return '形式が正しくありません。';
    case 'invalid_value':
      return '選択肢の中から指定してください。';
    case 'unrecognized_keys':
      return `使用できない項目が含まれています（${issue.keys.join('、')}）。`;
    default:
      return '値が正しくありません。';
  }
}

// Every schema of the contract speaks Japanese, on the server and in the browser alike.
z.config({ customError: japaneseIssueMessage });
