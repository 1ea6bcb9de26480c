/**
 * When the in-process delivery loop runs its passes. A kick (a lead was stored, or the poll timer fired) runs a pass
 * `delayMs` later rather than at once: the kicks of a burst of leads share one pass that claims their mails as one
 * batch, instead of a claim query per lead competing with intake for the process and the database. A kick while a
 * pass runs asks for one more pass after it (never two at a time), so nothing kicked is left waiting for the poll.
 */
export interface KickScheduler {
  kick(): void;
  /** Runs a waiting pass now and resolves once no pass is running or waiting (graceful shutdown). */
  idle(): Promise<void>;
}

export function createKickScheduler(pass: () => Promise<void>, delayMs: number): KickScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const start = () => {
    timer = undefined;
    running = (async () => {
      do {
        again = false;
        // The pass reports its own failures; one that throws must not stop the passes after it.
        await pass().catch(() => undefined);
      } while (again);
    })().finally(() => {
      running = undefined;
    });
  };

  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      if (timer) return;
      timer = setTimeout(start, delayMs);
      // A pending pass never keeps a process alive that is otherwise done: its rows wait in the outbox.
      timer.unref?.();
    },
    async idle() {
      if (timer) {
        clearTimeout(timer);
        start();
      }
      while (running) await running;
    },
  };
}
