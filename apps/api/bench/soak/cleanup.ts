/**
 * What the soak started, stopped whatever happens: at the end, on an error, on Ctrl-C or SIGTERM, each once, the last
 * started first. The `exit` event runs the synchronous stops of whatever is left (the API killed, the cluster stopped
 * immediately), for an exit that did not go through `stopAll`.
 */
export interface Stoppable {
  name: string;
  stop(): Promise<void>;
  stopSync(): void;
}

export class Cleanup {
  private readonly started: Stoppable[] = [];
  /** Set once stopping began: a process that exits now is being stopped, not failing. */
  stopping = false;

  add(item: Stoppable): void {
    this.started.push(item);
  }

  /** Stops everything still running; an error stopping one does not keep the others running. */
  async stopAll(log: (message: string) => void): Promise<void> {
    this.stopping = true;
    for (let item = this.started.pop(); item; item = this.started.pop()) {
      try {
        await item.stop();
      } catch (error) {
        log(`could not stop ${item.name} cleanly (${(error as Error).message}); stopping it at once`);
        item.stopSync();
      }
    }
  }

  stopAllSync(): void {
    for (let item = this.started.pop(); item; item = this.started.pop()) {
      try {
        item.stopSync();
      } catch {
        // The process is ending: stop what else can be stopped.
      }
    }
  }

  /** Ctrl-C, SIGTERM and the end of the process stop everything; a signal then exits 128 + its number. */
  onSignalsAndExit(log: (message: string) => void): void {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const) {
      process.on(signal, () => {
        // npm passes Ctrl-C on as well: the first one stops, the rest wait for it.
        if (this.stopping) return;
        log(`${signal}: stopping what the soak started`);
        void this.stopAll(log).finally(() => process.exit(code));
      });
    }
    process.on('exit', () => this.stopAllSync());
  }
}
