export const clientLoader = () => null;
clientLoader.hydrate = true as const;
export function HydrateFallback() {
  return <p>読み込み中…</p>;
}
export default function Timeline() {
  return <h1>タイムライン</h1>;
}
