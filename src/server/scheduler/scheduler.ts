import type { FastifyBaseLogger } from 'fastify';

/** A piece of scheduled work: does what is due at `now`, answers how many things it did. */
export interface ScheduledTask {
  name: string;
  run(now: Date): Promise<number>;
}

/**
 * Runs every timed task of the app (visit and lead reminders, job visit reminders, sweeps) on one
 * timer inside the server process. Each task decides in the database what is due and claims each
 * item with a conditional update in the transaction that writes its e-mail, so several processes
 * running the same tasks send every reminder once; and a task finds everything that fell due while
 * no process ran, so it catches up
 * after downtime. Tests call runDue(now) with the clock they need instead of starting the timer.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly tasks: ScheduledTask[],
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
    this.tick();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs every task once for `now`; a failing task is logged and does not stop the others. */
  async runDue(now = new Date()): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        done[task.name] = await task.run(now);
      } catch (err) {
        this.log.error({ err, task: task.name }, 'scheduled task failed; it runs again at the next tick');
        done[task.name] = 0;
      }
    }
    return done;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.runDue()
      .then(() => undefined)
      .finally(() => {
        this.running = null;
      });
  }
}
