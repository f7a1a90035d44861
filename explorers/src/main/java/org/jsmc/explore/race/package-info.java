/**
 * Data races ({@code --check data-race}), found on the executions any explorer runs.
 *
 * <h2>Definition</h2>
 *
 * <p>Two events of different threads race when they access a common byte, at least one writes, at
 * least one is plain (not an LLVM atomic, a read-modify-write or a compare-exchange, and not inside
 * a {@code __VERIFIER_atomic_*} section), and neither happens before the other. Happens-before is
 * the transitive closure of program order; a spawn before the child's events; a thread's events
 * before the join that waits for it; a lock release before every later acquisition of the lock (a
 * read-unlock orders only later exclusive acquisitions: two readers do not order each other); a
 * condition wait (which releases its mutex) before later acquisitions, and the signals and
 * broadcasts sent while a thread waited before its wake; and every atomic access before the later
 * conflicting atomic accesses of the same bytes (writes before reads and writes, reads before
 * writes: the total order of sequentially consistent atomics, Boehm and Adve's synchronization
 * order). Section boundaries order nothing by themselves: two sections that touch disjoint memory
 * commute, and an explorer runs them in one order only.
 *
 * <p>With these edges the first race of an execution is a race in SV-COMP's sense too: its two
 * accesses can happen one right after the other ({@link org.jsmc.explore.race.AdjacentRace} builds
 * that interleaving; with atomic sections, the rest of the section in between). The C11 standard's
 * happens-before, with only reads-from edges between atomics, would report pairs that no
 * interleaving makes adjacent (an atomic write overwritten by the reading thread's own atomic
 * write, then a plain read), so jsmc does not use it. The property tests check both directions
 * against all interleavings of random programs.
 *
 * <h2>Why one execution per class is enough</h2>
 *
 * <p>Every edge above joins two conflicting events (or a thread's creation and end), so
 * Mazurkiewicz-equivalent executions agree on happens-before, and a race shows in whichever of them
 * an explorer runs ({@link org.jsmc.explore.Equivalence#ordersConflicts}). The check ends an
 * execution at its first race, as an error; explorers find every reachable error, hence every
 * program with a race. The coarser equivalences (observers, reads-from, values) leave conflicting
 * atomic accesses unordered within a class, so their algorithms refuse the check, as does {@code
 * --commute-rmws}.
 *
 * <h2>Not races</h2>
 *
 * <p>{@code free} of shared memory is not an access here (a concurrent access is a use after free
 * in the other order, which the interpreter reports); accesses to memory no other thread can reach
 * are not events at all.
 */
package org.jsmc.explore.race;
