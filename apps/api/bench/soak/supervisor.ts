/**
 * The soak's API kept running as a process manager would: a server that exits on its own is started again, one
 * start at a time and every `retryMs` while it cannot start (PostgreSQL down), until `stop`. Each exit is counted: an
 * API that exits when PostgreSQL goes away is a finding, not something to hide. A start that fails is not an exit.
 */
export interface Supervised {
  stop(): Promise<void>;
  stopSync(): void;
}

export class Supervisor<P extends Supervised> {
  current: P | null = null;
  readonly exits: string[] = [];
  private restarting: Promise<void> | null = null;
  private stopped = false;

  constructor(
    /** Starts a server that calls `exited` when it exits on its own, once it had started. */
    private readonly launch: (exited: (why: string) => void) => Promise<P>,
    private readonly log: (message: string) => void,
    private readonly retryMs = 2_000,
  ) {}

  async start(): Promise<P> {
    this.current = await this.launch((why) => this.exited(why));
    return this.current;
  }

  private exited(why: string) {
    if (this.stopped) return;
    this.exits.push(why);
    this.log(`the API exited on its own (${why}); starting it again, as a process manager would`);
    this.restarting ??= this.restart().finally(() => (this.restarting = null));
  }

  private async restart() {
    while (!this.stopped) {
      try {
        this.current = await this.launch((why) => this.exited(why));
        return;
      } catch (error) {
        this.log(`the API did not start again (${(error as Error).message.split('\n')[0]}); trying again`);
        await new Promise((resolve) => setTimeout(resolve, this.retryMs));
      }
    }
  }

  /** Resolves once no restart is under way. */
  async settled(): Promise<void> {
    while (this.restarting) await this.restarting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.restarting;
    await this.current?.stop();
  }

  stopSync(): void {
    this.stopped = true;
    this.current?.stopSync();
  }
}
