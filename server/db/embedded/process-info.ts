import { readFileSync, readlinkSync } from 'node:fs';

/** True when a process with this pid exists (EPERM means it exists but is not ours). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks since boot (Linux /proc only). A pid and its start
 * time name one process for good: after a crash the pid alone may already belong to another
 * program, which happens quickly in containers where pids are small and reused.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/** The working directory of a process (Linux /proc only, same user or root). */
export function processCwd(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/** Whether /proc describes processes here, so the answers above can be trusted when absent. */
export function hasProcFs(): boolean {
  return processStartTime(process.pid) !== undefined;
}
