import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { inviteLookupProblem, unknownInvite } from './invite-facility';

describe('inviteLookupProblem', () => {
  it('says the same for a code no facility has and one that cannot be a code', () => {
    expect(inviteLookupProblem(new ApiError(404, '施設コードが見つかりません。'))).toBe(unknownInvite);
    expect(inviteLookupProblem(new ApiError(400, '施設コード: 形式が正しくありません。'))).toBe(
      unknownInvite,
    );
  });

  it("does not blame the link for the server's limits or the network", () => {
    expect(inviteLookupProblem(new ApiError(429, '受け付けを一時的に停止しています。'))).toBe(
      '受け付けを一時的に停止しています。',
    );
    expect(inviteLookupProblem(new ApiError(0, null))).toMatch(/^招待リンクの園を確認できませんでした。/);
  });
});
