/**
 * SV-COMP violation witnesses: written from a counterexample, read back, and replayed.
 *
 * <h2>Flow</h2>
 *
 * <p>{@link org.jsmc.svcomp.witness.TraceGuide} turns an {@link org.jsmc.explore.ErrorTrace} into a
 * {@link org.jsmc.svcomp.witness.ReplayGuide} (steps and targets); {@link
 * org.jsmc.svcomp.witness.GraphmlWitnessWriter} and {@link
 * org.jsmc.svcomp.witness.YamlWitnessWriter} write a guide with its {@link
 * org.jsmc.svcomp.witness.WitnessTask} metadata; {@link org.jsmc.svcomp.witness.WitnessReader}
 * reads either format back into a guide; {@link org.jsmc.svcomp.witness.Replayer} follows a guide
 * through the interpreter. Writing then reading gives the same schedule: the same threads, lines
 * (and, in YAML, columns), values and created threads, step by step.
 *
 * <h2>Threads</h2>
 *
 * <p>Both formats number threads as the thread extension of the YAML format does: {@code main} is
 * 0, the thread created by the k-th {@code pthread_create} of the execution is k. The numbers are
 * the order of creation in the counterexample, not {@link org.jsmc.exec.ThreadId#index()} (which
 * depends on the exploration); a replay numbers the threads of its own execution the same way.
 *
 * <h2>GraphML, format 1.0</h2>
 *
 * <p>As described in {@code README-GraphML.md} of github.com/sosy-lab/sv-witnesses (the format
 * version 1.0, with its section on concurrent programs). The graph carries {@code
 * witness-format-version} 1.0, {@code witness-type} violation_witness, {@code sourcecodelang} C,
 * {@code producer}, {@code specification} (the property file's text), {@code programfile}, {@code
 * programhash} (SHA-256), {@code architecture} ({@code 32bit} with {@code -m32}, else {@code
 * 64bit}) and {@code creationtime}. The automaton is one path: node {@code N0} ({@code entry}), one
 * edge per step, one edge per target, and the last node ({@code violation}). Every edge has {@code
 * startline} and {@code threadId}; the edge of a {@code pthread_create} has {@code createThread}
 * (the new thread's number), and the new thread's first edge {@code enterFunction} (its start
 * routine); the edge of a nondet call has {@code assumption} {@code \result == v;} with {@code
 * assumption.resultfunction} (the {@code __VERIFIER_nondet_*} function) and {@code
 * assumption.scope} (the calling function). For {@code no-data-race} the last two edges are the
 * racing accesses; otherwise the last edge is the error's location. When the rest of an atomic
 * section separates the two racing accesses, every event is a step and the second access the one
 * target, in both formats (a race-checked replay stops at the race there).
 *
 * <h2>YAML, format 2.2 (2.0 with the thread extension)</h2>
 *
 * <p>Format 2.0 as its schema documentation describes it
 * (sosy-lab.gitlab.io/benchmarking/sv-witnesses/yaml/violation-witnesses.html): a list with one
 * {@code violation_sequence} entry, {@code metadata} ({@code format_version}, {@code uuid}, {@code
 * creation_time}, {@code producer}, {@code task} with {@code input_files}, {@code
 * input_file_hashes}, {@code specification} (the LTL formula of the property file), {@code
 * data_model} ILP32 or LP64, {@code language} C) and {@code content}, a list of segments, each a
 * list of waypoints with {@code type}, {@code action}, {@code location} ({@code file_name}, {@code
 * line}, {@code column}, {@code function}) and, by type, a {@code constraint} ({@code value},
 * {@code format}). The thread extension, as the 2.2 witnesses of the concurrency validator
 * ConcurrentWitness2Test use it (github.com/ftsrg/ConcurrentWitness2Test, {@code example/} and
 * README), adds {@code thread_id} to every waypoint (0 is {@code main}, k the k-th created thread),
 * registers a new thread with a {@code function_enter} waypoint at the {@code pthread_create} call
 * of the creating thread, orders the threads' waypoints by the order of the segments, and marks a
 * data race by a final segment holding the two racing accesses as two {@code target} waypoints.
 *
 * <p>jsmc writes one segment per step, each a single {@code follow} waypoint, so the segments give
 * the whole interleaving:
 *
 * <ul>
 *   <li>{@code assumption} with constraint {@code 1} ({@code c_expression}): thread {@code
 *       thread_id} performs its next visible event (a read, write, lock, join, …) at {@code
 *       location}; the constraint adds nothing, the place and the order are the information.
 *   <li>{@code function_enter}: thread {@code thread_id} calls {@code pthread_create} there ({@code
 *       column} is the call's opening parenthesis); the new thread gets the next number.
 *   <li>{@code function_return} with constraint {@code \result == v} ({@code acsl_expression}, the
 *       form format 2.0 allows there): a {@code __VERIFIER_nondet_*} call returns {@code v} ({@code
 *       column} is the call's closing parenthesis).
 *   <li>{@code target}: the final segment: where the violation happens (a {@code reach_error} call,
 *       a failed {@code assert}, an invalid access, …), or, for a data race, the two racing
 *       accesses.
 * </ul>
 *
 * <p>jsmc never writes {@code branching} or {@code avoid} waypoints; the reader accepts them
 * ({@code branching} as a plain step, {@code avoid} ignored).
 *
 * <h2>Invariants and thread-safety</h2>
 *
 * <p>Guides, places and tasks are immutable records; writers and readers are stateless. A {@link
 * org.jsmc.svcomp.witness.SourceIndex} reads source text lazily and is not thread-safe. A malformed
 * witness is a {@link org.jsmc.svcomp.witness.WitnessException} (bad input, one line); a witness
 * that does not lead to its violation is a {@link
 * org.jsmc.svcomp.witness.ReplayOutcome.NotConfirmed}, not an exception.
 */
package org.jsmc.svcomp.witness;
