/** A quiet placeholder while a page's code arrives (no antd: it shows before antd is loaded). */
export function PageLoading() {
  return <div role="status" aria-busy="true" style={{ minHeight: 200 }} />;
}
