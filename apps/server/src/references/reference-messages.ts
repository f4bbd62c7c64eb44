import { fieldLabel, maxReferencesPerChild } from '@hibi/contract';

// What sign-up and マイページ answer alike about the photos a guardian registers.
const label = fieldLabel(['targetReferenceIds']);
export const unknownImage = `${label}: 指定された画像が見つかりません。`;
export const notUploaded = `${label}: アップロードが完了していない画像が含まれています。`;
export const notAnImage =
  '画像として読み込めないファイルが含まれています。JPEG・PNG・WebP・HEIC 形式の写真をアップロードしてください。';
export const referencesFull = `お子さまの写真は${maxReferencesPerChild}枚まで登録できます。古い写真を削除してから、もう一度お試しください。`;
