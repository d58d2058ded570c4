import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux everywhere). */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU time of a process so far, in ms, from /proc/<pid>/stat; 0 where there is no
 * /proc. Unlike wall time it hardly moves when other work shares the machine.
 */
export function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
