/** What the family page hands each of its lists: whose page it is, and how to reload it after a change. */
export interface FamilyListProps {
  userId: string;
  onChanged: () => Promise<unknown>;
}
