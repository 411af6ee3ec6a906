/** Resolves true once `url` answers 2xx, false after `ms` milliseconds. */
export async function waitFor(url, ms, every = 200) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, every));
  }
  return false;
}
