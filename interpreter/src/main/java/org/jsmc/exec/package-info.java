/**
 * The interpreter: runs a lowered {@link org.jsmc.ir.Module} under the control of an explorer.
 *
 * <h2>Tour</h2>
 *
 * <ul>
 *   <li>{@link org.jsmc.exec.Interpreter#link} turns a module into a {@link org.jsmc.exec.Program};
 *       {@link org.jsmc.exec.Program#start()} gives an {@link org.jsmc.exec.Execution}, which
 *       explorers drive one {@link org.jsmc.exec.Event} at a time. {@link
 *       org.jsmc.exec.Execution#fork()} copies one between two steps (its memory shared
 *       copy-on-write), so that a search can go on from a state twice without replaying it.
 *   <li>{@code exec.machine}: linked code, threads, frames and the instruction loop.
 *   <li>{@code exec.memory}: the deterministic address space and its objects.
 *   <li>{@code exec.lib}: models of pthreads, {@code __VERIFIER_*}, {@code assert} and the libc
 *       subset.
 * </ul>
 *
 * <h2>Semantics decided here</h2>
 *
 * <ul>
 *   <li><b>Sequential consistency.</b> Memory orderings of atomics are recorded, not modelled.
 *   <li><b>Visible events.</b> A thread pauses before every access to memory another thread can
 *       reach (globals, and objects whose address has escaped) and that can change (reading a
 *       string literal or a constant is not an event: nothing can write it), every pthread
 *       operation, every atomic section boundary, {@code free} of shared memory, {@code exit}, and
 *       every {@code __VERIFIER_nondet_*} choice. Everything else runs eagerly inside {@code step}.
 *   <li><b>The sequential prefix.</b> Until {@code main} creates its first thread nothing can race,
 *       so only {@link org.jsmc.exec.Event.Choice}s are visible; the first {@link
 *       org.jsmc.exec.Event.Spawn} ends the prefix. Values written in the prefix are initial values
 *       for the rest of the execution ({@link org.jsmc.exec.Execution#initialValue}).
 *   <li><b>Threads end silently.</b> A thread's end is not an event; a {@link
 *       org.jsmc.exec.Event.Join} happens after all events of the joined thread. Returning from
 *       {@code main} ends only the main thread: threads still running go on, which can only add
 *       behaviours; main's locals stay valid for them (in C the process exits there, so they never
 *       die). {@code exit()} ends the whole program.
 *   <li><b>Assumptions block a thread.</b> {@code __VERIFIER_assume(0)} and the loop bound make the
 *       calling thread {@link org.jsmc.exec.ThreadStatus#ASSUME_BLOCKED}, as if it looped forever;
 *       the other threads go on, so errors they reach are still found. An execution in which some
 *       thread is assume-blocked ends as {@link org.jsmc.exec.Outcome#ASSUME_BLOCKED} and is not a
 *       complete trace.
 *   <li><b>Errors stop the execution</b> at once: the program would abort there.
 *   <li><b>Condition variables</b> have no spurious wake-ups; see {@link
 *       org.jsmc.exec.Event.CondWake}.
 *   <li><b>Atomic sections</b> block every other thread until they end.
 *   <li><b>Wide accesses</b> (struct loads and stores, {@code memcpy}, {@code memset} on shared
 *       memory) are split into one event per field, or per aligned chunk of at most 8 bytes.
 * </ul>
 */
package org.jsmc.exec;
