import { type ConsentDocumentName, consentDocumentLabels } from '@hibi/contract';
import { documentVersions, versionDate } from '@hibi/domain';

/** Where each text is read; face processing is the privacy policy's section 3. */
const documentPaths: Record<ConsentDocumentName, string> = {
  terms: '/terms/',
  privacy: '/privacy/',
  faceProcessing: '/privacy/#face-data',
};

/**
 * 「（text）に同意する」 with the text opening beside the form, so nothing typed is lost; `dated`
 * adds the revision date, for the screen that asks again after a change.
 */
export function ConsentLink({ document, dated = false }: { document: ConsentDocumentName; dated?: boolean }) {
  return (
    <>
      <a href={documentPaths[document]} target="_blank" rel="noopener">
        {consentDocumentLabels[document]}
        <span className="visually-hidden">（新しいタブで開きます）</span>
      </a>
      {dated ? `（${versionDate(documentVersions[document])} 改定）` : null}
      に同意する
    </>
  );
}

/** The error under an unticked box. */
export const consentRequired = (document: ConsentDocumentName) =>
  `${consentDocumentLabels[document]}への同意が必要です。`;
