/*
 * V37 opt_lock: opt_lock (VC-DPOR Table 4). The same program as Nidhugg's opt_lock
 * (classic/opt_lock.c, N12) with three threads (Table 5: 2 variables, 0 locks, 3 threads).
 * Catalog status: EXACT, validated.
 *
 * Parameter: N = attempts per thread (threads: 3, plus main).
 * Counts: Source 69252 and observers 11982 at N = 2; observers 416850 at N = 3; reads-from
 * 3103 / 87451 at N = 2 / 3.
 */
#define T 3
#include "../classic/opt_lock.c"
