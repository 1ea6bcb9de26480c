/**
 * Process groups the bench started (`next start`, the baseline server). If the bench dies on an uncaught error,
 * they would keep their ports; the exit hook ends them.
 */
const groups = new Set<number>();

process.once('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

export const trackGroup = (pid: number) => groups.add(pid);
export const untrackGroup = (pid: number) => groups.delete(pid);
