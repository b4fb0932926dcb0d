/**
 * What an answer must never reveal: a stack trace, SQL, the database engine, source or dependency
 * paths, or the server's folders. Error bodies are short texts of ours, so the broad patterns apply
 * to them; successful bodies carry site content, so only the unmistakable ones do.
 */
const ERROR_LEAKS = [/at .*\(/, /\.ts:/, /SELECT /, /sqlite/i, /node_modules/];
const CONTENT_LEAKS = [/\bat [^\s()]+ \([^)]*:\d+:\d+\)/, /\.ts:\d+/, /SQLITE_/, /node_modules/];

/** The first leak found in an answer body, or null. */
export function findLeak(body: string, status: number, serverDirs: string[] = []): string | null {
  const patterns = status >= 400 ? ERROR_LEAKS : CONTENT_LEAKS;
  const pattern = patterns.find((p) => p.test(body));
  if (pattern) return `${pattern} in ${body.slice(0, 300)}`;
  const dir = serverDirs.find((d) => body.includes(d));
  return dir ? `server folder ${dir} in ${body.slice(0, 300)}` : null;
}

/** Why a 4xx answer is not the project's error shape ({ success: false, message }), or null. */
export function errorShapeProblem(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const { success, message } = (json ?? {}) as { success?: unknown; message?: unknown };
  if (success !== false) return `success is ${String(success)}: ${body.slice(0, 200)}`;
  if (typeof message !== 'string' || message.trim() === '') return `no message: ${body.slice(0, 200)}`;
  return null;
}
