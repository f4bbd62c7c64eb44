import { ArrowRight, Building2, Hash } from 'lucide-react';
import { Link } from 'react-router';
import { AnchorNav } from '~/components/anchor-nav';
import { IconList } from '~/components/icon-list';
import { articleSections } from './case-article';
import type { ProfileItem } from './case-content';
import type { CaseStudy } from './case-studies';
import { FacilityLogo } from './facility-logo';

const infoLinks = [
  { label: 'ほかの導入事例を見る', to: '/case/' },
  { label: '導入のご相談・資料請求', to: '/contact/' },
  { label: 'よくある質問', to: '/faq/' },
  { label: '保護者の方へのご案内', to: '/parents/' },
];

/** The kind and the place, which every study has, then the study's own profile lines. */
function facilityFacts(study: CaseStudy, profile: readonly ProfileItem[]): readonly ProfileItem[] {
  return [
    { label: '種別', value: study.kind },
    { label: '所在地', value: `${study.prefecture}（${study.setting}）` },
    ...profile,
  ];
}

/** Beside the article on wide screens (sticky), under it on phones: who, tags, facts and links. */
export function CaseAside({ study, profile }: { study: CaseStudy; profile: readonly ProfileItem[] }) {
  return (
    <aside className="case-aside" aria-label={`${study.facility}について`}>
      <div className="case-aside-head">
        <FacilityLogo study={study} size={56} />
        <p className="case-aside-name">{study.facility}</p>
      </div>
      <IconList items={study.hashtags} icon={Hash} iconSize={14} className="hashtags" label="ハッシュタグ" />
      <h2 className="case-aside-title">
        <Building2 aria-hidden="true" size={18} />
        施設情報
      </h2>
      <dl className="profile-list">
        {facilityFacts(study, profile).map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <AnchorNav label="この事例の目次" className="case-aside-toc" anchors={articleSections} />
      <ul className="case-aside-links">
        {infoLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              {link.label}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
