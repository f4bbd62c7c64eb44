// How the console writes people and days, on every screen that shows them.

/** 姓 名, as Japanese forms write a name; the guardian's may be missing before the request step. */
export const fullName = (person: { lastName: string | null; firstName: string | null }) =>
  [person.lastName, person.firstName].filter(Boolean).join(' ') || '（未入力）';

/** 'YYYY/MM/DD' (DESIGN.md §3) from the API's 'YYYY-MM-DD'. */
export const slashDate = (isoDate: string) => isoDate.replaceAll('-', '/');
