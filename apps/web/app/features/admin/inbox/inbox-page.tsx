import type { AdminInquiry } from '@hibi/contract';
import { adminInboxApi } from '@hibi/contract/api';
import { tokyoDateTime } from '@hibi/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '~/lib/api-error';
import { showToast } from '~/lib/toast';
import { adminMeta } from '../admin-entry';
import { QueryState } from '../admin-query';
import { AdminScreen } from '../admin-screen';
import { adminCall } from '../session/admin-request';
import { adminQueryClient } from '../session/admin-session-state';

export { clientLoader, HydrateFallback } from '../session/operator-page';
export const meta = adminMeta('/admin/inbox/');

const filters = [
  { value: 'false', label: '未対応' },
  { value: 'true', label: '対応済み' },
  { value: '', label: 'すべて' },
] as const;
type Filter = (typeof filters)[number]['value'];

const kindLabels: Record<AdminInquiry['kind'], string> = {
  contact: '導入のお問い合わせ',
  parents_contact: '保護者のお問い合わせ',
  parents_request: '保護者からの導入リクエスト',
};

/** Operators' inbox of the site's forms, newest first, with a handled mark to toggle. */
export default function InboxPage() {
  const [filter, setFilter] = useState<Filter>('false');
  const inbox = useQuery({
    queryKey: ['admin', 'inquiries', filter],
    queryFn: () => adminCall(adminInboxApi.list, { query: { handled: filter || undefined } }),
  });
  return (
    <AdminScreen path="/admin/inbox/">
      <fieldset className="admin-segments">
        <legend className="visually-hidden">表示するお問い合わせ</legend>
        {filters.map((option) => (
          <button
            key={option.value}
            type="button"
            className="admin-segment"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <QueryState isPending={inbox.isPending} error={inbox.error} onRetry={() => void inbox.refetch()}>
        <ul className="admin-inbox">
          {inbox.data?.inquiries.map((inquiry) => (
            <InquiryItem key={inquiry.id} inquiry={inquiry} />
          ))}
        </ul>
        {inbox.data?.inquiries.length === 0 ? (
          <p className="admin-state">該当するお問い合わせはありません。</p>
        ) : null}
      </QueryState>
    </AdminScreen>
  );
}

function InquiryItem({ inquiry }: { inquiry: AdminInquiry }) {
  const [busy, setBusy] = useState(false);
  const handled = inquiry.handledAt !== null;
  const toggle = async () => {
    setBusy(true);
    try {
      await adminCall(adminInboxApi.markHandled, {
        params: { inquiryId: inquiry.id },
        body: { handled: !handled },
      });
      await adminQueryClient().invalidateQueries({ queryKey: ['admin', 'inquiries'] });
      showToast(handled ? '未対応に戻しました。' : '対応済みにしました。', 'success');
    } catch (error) {
      showToast(messageOf(error, '更新できませんでした。'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="admin-inquiry">
      <div className="admin-inquiry-head">
        <span className="admin-tag">{kindLabels[inquiry.kind]}</span>
        <time dateTime={inquiry.createdAt}>{tokyoDateTime(inquiry.createdAt)}</time>
      </div>
      <h2 className="admin-inquiry-title">{inquiry.title ?? `${inquiry.name}様より`}</h2>
      <p className="admin-sub">
        {inquiry.companyName ? `${inquiry.companyName} ` : ''}
        {inquiry.name}（<a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        {inquiry.phoneNumber ? `・${inquiry.phoneNumber}` : ''}）
      </p>
      <p className="admin-inquiry-message">{inquiry.message}</p>
      <button className="button button-small" type="button" disabled={busy} onClick={() => void toggle()}>
        {handled ? '未対応に戻す' : '対応済みにする'}
      </button>
    </li>
  );
}
