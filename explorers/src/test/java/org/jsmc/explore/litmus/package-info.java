/**
 * Event-level test programs: a small Java DSL implementing {@link org.jsmc.exec.Program} and {@link
 * org.jsmc.exec.Execution} faithfully to their contract, so that explorers and the oracle can be
 * tested without clang or the interpreter, and the papers' examples reused by later modules (this
 * package ships in the explorers test jar).
 *
 * <p>Main types: {@link org.jsmc.explore.litmus.Litmus} (a program: threads, variables, initial
 * values), {@link org.jsmc.explore.litmus.Op} (operations in the papers' notation, imported
 * statically), {@link org.jsmc.explore.litmus.Values} (what a thread has read so far), {@link
 * org.jsmc.explore.litmus.PaperPrograms} (the worked examples of the research notes).
 *
 * <p>A litmus thread is a deterministic function of the values it has read: later operations may
 * depend on earlier values through lambdas ({@code w("y", v -> v.get(0) + 1)}, {@code when(v ->
 * v.get(0) == 1, r("x"))}). Its operations compile to a flat instruction list ({@code Code});
 * {@code LitmusExecution} keeps each thread ({@code Strand}) paused before its next visible
 * operation and runs thread-local ones eagerly, as the interpreter does; {@code Events} builds the
 * events, {@code Memory} holds variables, freed flags and mutex holders, {@code Conditions} the
 * condition variables' waiters, signals and broadcasts. {@link
 * org.jsmc.explore.litmus.RandomProgram} and {@link org.jsmc.explore.litmus.BruteForce} are random
 * programs for property tests and an independent simulator that counts their executions. The
 * semantics choices the contract leaves open are listed on {@code LitmusExecution}.
 *
 * <p>Not thread-safe. A program hands out thread ids for its whole lifetime, like the interpreter.
 */
package org.jsmc.explore.litmus;
