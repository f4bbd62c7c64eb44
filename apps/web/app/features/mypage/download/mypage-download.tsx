import { Loaded } from '~/components/load-state';
import { MypageScreen } from '~/components/mypage-screen';
import { mypageMeta } from '~/lib/mypage-entry';
import { LeavingNotice } from './leaving-notice';
import { MonthRow } from './month-row';
import { useMediaExport } from './use-media-export';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/download/');

/**
 * 写真・動画の一括保存 (decision 0078): per child and month, how many photos and videos there are,
 * and a button that saves that month as one ZIP, however many it holds.
 */
export default function MyPageDownload() {
  const list = useMediaExport();
  return (
    <MypageScreen
      path="/mypage/download/"
      lead="月ごとに1つのZIPファイルで保存します。保存の進み具合はブラウザのダウンロード表示で確認でき、保存中に画面を離れても続きます。Wi-Fiでのご利用をおすすめします。"
    >
      <Loaded read={list} label="保存できる写真・動画">
        {({ children }) =>
          children.length === 0 ? (
            <p className="mypage-muted">保存できる写真・動画はありません。</p>
          ) : (
            <>
              <LeavingNotice items={children} link={false} />
              {children.map((child) => (
                <section
                  key={child.childId}
                  className="card mypage-card"
                  aria-labelledby={`export-${child.childId}`}
                >
                  <h2 className="mypage-card-title" id={`export-${child.childId}`}>
                    {child.name}さん
                  </h2>
                  {child.months.length === 0 ? (
                    <p className="mypage-muted">まだ写真・動画が届いていません。</p>
                  ) : (
                    <ul className="export-months">
                      {child.months.map((month) => (
                        <MonthRow key={month.month} childName={child.name} month={month} />
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </>
          )
        }
      </Loaded>
    </MypageScreen>
  );
}
