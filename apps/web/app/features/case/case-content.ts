// The long part of a case study: summary lists and the interview. One file per case under
// content/, each loaded on the server by its page only (see case-studies.ts for why).

export interface ProfileItem {
  label: string;
  value: string;
}

/** One question from our staff and the facility's answer: the page alternates the two bubbles. */
export interface Exchange {
  question: string;
  answer: string;
}

export interface InterviewSection {
  heading: string;
  exchanges: readonly Exchange[];
}

export interface CaseStudyContent {
  /** Who speaks for the facility, e.g. 園長 森さん. */
  interviewee: string;
  /** The article's opening paragraph. */
  lead: string;
  profile: readonly ProfileItem[];
  /** 導入前の課題, 導入の決め手, 導入後の変化. */
  challenges: readonly string[];
  reasons: readonly string[];
  changes: readonly string[];
  interview: readonly InterviewSection[];
  /** A closing word to facilities that are considering the service. */
  message: string;
}

const contentModules = import.meta.glob<{ default: CaseStudyContent }>('./content/case-*.ts');

/** The content of one case, fetched as its own chunk. */
export async function loadCaseContent(caseNo: string): Promise<CaseStudyContent> {
  const load = contentModules[`./content/case-${caseNo}.ts`];
  if (!load) throw new Error(`No content for case ${caseNo}`);
  return (await load()).default;
}
