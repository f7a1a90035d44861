/**
 * Consistency checking for RVF-SMC: VerifySC (Agarwal, Chatterjee, Pathak, Pavlogiannis, Toman,
 * "Stateless Model Checking under a Reads-Value-From Equivalence", CAV'21 §4, Alg. 1), which
 * decides the VSC problem: given a partial trace and the good writes of each reading event, is
 * there a linearization in which every reading event reads from one of its good writes?
 *
 * <p>Main types:
 *
 * <ul>
 *   <li>{@link org.jsmc.explore.consistency.PartialTrace}: the instance {@code (X, GoodW)} — the
 *       events of each thread in program order, spawn/join edges, good writes;
 *   <li>{@link org.jsmc.explore.consistency.VerifySC}: the check, returning a witness (the threads
 *       of its events in order) or null, with statistics;
 *   <li>{@link org.jsmc.explore.consistency.Heuristics}: which §4.2 heuristics are on.
 * </ul>
 *
 * Package-private parts: {@code Instance} (the validated, flattened instance), {@code PartialOrder}
 * (vector clocks), {@code Closure} (H2), {@code Search} (the depth-first search of Alg. 1), {@code
 * WitnessState} (packing a state into longs) and {@code StateSet} (Done).
 *
 * <h2>Model</h2>
 *
 * An event reads at most one location and writes any number. An event that reads and writes is
 * atomic (read-modify-write, lock acquire): nothing runs between its read and its write, it reads
 * the value before its own write, and it is never a write it can read from itself. INIT, the
 * initial write of every location, precedes every event and counts as always executed.
 *
 * <h2>Heuristics (§4.2)</h2>
 *
 * <ul>
 *   <li>H1, greedy reads: an executable event that writes nothing (a plain read, or an event with
 *       no access) is taken without branching; it changes neither MMap nor what is held. Rule 2 of
 *       H1 (greedy writes nobody reads) is not implemented.
 *   <li>H2, closure: rules 1–4 of the closure for good-write sets of any size (see {@code
 *       Closure}); a cycle or an empty {@code Cl(r)} answers "no witness" at once, otherwise only
 *       P-minimal events are taken.
 *   <li>H3, auxiliary trace: if the auxiliary sequence is a witness it is returned as is; otherwise
 *       successors are tried in its order.
 * </ul>
 *
 * <h2>Invariants</h2>
 *
 * <ul>
 *   <li>The answer (witness or null) never depends on the heuristics; the witness may.
 *   <li>The current prefix of the search is always a witness prefix: every run read read a good
 *       write, and every unrun read holding its location has a good write active.
 *   <li>A witness state's key packs only what differs between reachable states with the same lower
 *       set; Done holds each state once, so a check visits at most {@code n^k·k^d} states.
 *   <li>Every witness refines the closure P (each rule holds in every witness refining P).
 * </ul>
 *
 * <h2>Short names (the paper's)</h2>
 *
 * {@code k} threads, {@code d} locations, {@code n} events; {@code e} an event; {@code r} a reading
 * event; {@code w} a write, {@code w̄} ({@code wbar}) a write not good for r; {@code x}, {@code y}
 * locations; {@code τ} the prefix; {@code P} the closure; {@code Cl(r) = GoodW(r) ∩ VisibleW_P(r)};
 * {@code MMap} the thread of each location's active write; "held": an unrun read of x whose good
 * writes have all run; gid: an event's number in the flattened instance.
 *
 * <p>Thread-safety: a {@code PartialTrace} is built by one thread; a {@code VerifySC} is owned by
 * one thread.
 */
package org.jsmc.explore.consistency;
