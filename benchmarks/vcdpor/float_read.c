/*
 * V36 float_read: float_read (VC-DPOR Table 4). The same program as Nidhugg's floating_read
 * (classic/floating_read.c, N08), with writers storing 0..N-1 instead of 1..N: VC-DPOR's column
 * (N, not N + 1) fits one writer storing the initial value. Catalog status: EXACT, from source.
 *
 * Parameter: N = number of writer threads (threads: N, plus main).
 * Closed forms: Mazurkiewicz (N+1)!; observers N * 2^(N-1) + 1; reads-from N + 1; view N.
 */
#define FIRST 0
#include "../classic/floating_read.c"
