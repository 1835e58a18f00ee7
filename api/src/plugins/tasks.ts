import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export interface BackgroundTasks {
  /** Starts work after the answer is sent; failures are logged, never thrown at the caller. */
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** Work done after answering, so the answer's timing does not depend on it (forgot password). */
export const tasksPlugin = fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    const tasks: BackgroundTasks = {
      run(name, work) {
        const task = Promise.resolve()
          .then(work)
          .catch((error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async settled() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };
    app.decorate('background', tasks);
  },
  { name: 'tasks' },
);
