import type { UploadTicketResponse } from '@hibi/contract';
import { useSubmit } from '~/components/form/use-submit';
import { fallbackMessages } from '~/lib/fallback-messages';
import { RequestSummary } from './request-summary';
import { requestAgain } from './signup-calls';
import { useRequestState } from './use-request-state';

interface RejectedScreenProps {
  userId: string;
  onTickets: (tickets: UploadTicketResponse[]) => void;
  onEditDetails: () => void;
}

/** A request that could not be approved: the server's reason, then the re-request path (§4). */
export function RejectedScreen({ userId, onTickets, onEditDetails }: RejectedScreenProps) {
  const { data: state } = useRequestState(userId);
  const { busy, submit } = useSubmit(
    async () => onTickets(await requestAgain(userId)),
    fallbackMessages.requestFailed,
  );
  return (
    <section className="card auth-card">
      <h1 className="page-title">お申し込みを承認できませんでした</h1>
      <div className="notice-box" role="status">
        <p className="notice-box-title">理由</p>
        <p>{state?.rejectionReason ?? '詳しい理由はメールでお知らせしています。'}</p>
      </div>
      <p>写真を選び直すか、お申し込みの内容を直して、もう一度お申し込みください。</p>
      {state ? <RequestSummary state={state} refused /> : null}
      <div className="stacked-actions">
        <button
          className="button button-primary button-block"
          type="button"
          onClick={() => void submit(undefined)}
          disabled={busy}
        >
          {busy ? '準備しています…' : '写真を選び直して申し込む'}
        </button>
        <button className="button button-block" type="button" onClick={onEditDetails}>
          お子さまの情報を直す
        </button>
      </div>
    </section>
  );
}
