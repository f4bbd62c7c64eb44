import { describe, expect, it } from 'vitest';
import { referenceCheckMessage, referenceSendProblem } from './reference-check.ts';

describe('referenceCheckMessage', () => {
  it('tells a photo without a face what to do', () => {
    expect(referenceCheckMessage('no_face')).toBe(
      '顔が写っていません。お子さまの顔がはっきり写った写真を選んでください。',
    );
  });
  it("gives the check's own reason for another problem, else a plain one", () => {
    expect(referenceCheckMessage('unusable', '写真がぼやけています。')).toBe('写真がぼやけています。');
    expect(referenceCheckMessage('unusable', null)).toContain('別の写真を選んでください');
  });
});

describe('referenceSendProblem', () => {
  it('lets usable photos and photos still being checked go', () => {
    expect(referenceSendProblem(['usable', 'checking'])).toBeNull();
  });
  it('holds back a selection with an unusable photo, naming how many', () => {
    expect(referenceSendProblem(['usable', 'no_face', 'face_too_small'])).toBe(
      '使えない写真が2枚あります。外すか、別の写真に差し替えてから申し込んでください。',
    );
  });
  it('asks for at least one photo', () => {
    expect(referenceSendProblem([])).toBe('写真を1枚以上選んでください。');
  });
});
