import type { LeagueModel } from '../engine/index';
import type { EngineDb } from '../engine/store/engine-tables';
import type { LifecycleWork, StepPlan } from './lifecycle-thread';
import { type AdvanceSummary, type EngineClock, leagueModelAt, type RefreshSummary } from './model-refresh';

/**
 * The models as the API sees them: the fit in force for a league and whether a step or refit is under way. The
 * steps and refits themselves are the lifecycle work's (on the lifecycle thread in the server).
 */
export class EngineModels {
  private running = 0;

  constructor(
    private readonly db: EngineDb,
    private readonly clock: () => Promise<EngineClock | null>,
    private readonly work: LifecycleWork,
    /** Told after every refit on request, which rewrites the served predictions and recommendations. */
    private readonly refitted: () => void = () => undefined,
  ) {}

  get busy(): boolean {
    return this.running > 0;
  }

  step(now: string, plan: StepPlan): Promise<AdvanceSummary> {
    return this.whileBusy(() => this.work.step(now, plan));
  }

  /** Refits and republishes at the engine's clock; null before any data exists. */
  async refresh(): Promise<RefreshSummary | null> {
    const clock = await this.clock();
    if (!clock) return null;
    try {
      return await this.whileBusy(() => this.work.refresh(clock));
    } finally {
      this.refitted();
    }
  }

  async leagueModel(league: string): Promise<{ model: LeagueModel; fitId: number; createdAt: string } | null> {
    const clock = await this.clock();
    return clock ? leagueModelAt(this.db, league, clock.asOf) : null;
  }

  private async whileBusy<T>(task: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
    }
  }
}
