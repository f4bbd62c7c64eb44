export default function Home() {
  return <h1>ひびフォト</h1>;
}
