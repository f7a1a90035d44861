/**
 * Linked code and the machine that runs it.
 *
 * <h2>Tour</h2>
 *
 * <ul>
 *   <li>{@link org.jsmc.exec.machine.Linker} lays out functions and globals and compiles every
 *       function ({@code FunctionCompiler}) into {@code Insn} arrays with register slots.
 *   <li>{@code MachineExecution} is the {@link org.jsmc.exec.Execution}; {@code Interp} is the
 *       instruction loop; {@code Effects} announces, performs and continues after visible
 *       operations, and {@code PendingEvents} describes them as {@link org.jsmc.exec.Event}s.
 *   <li>{@code Library} models the C library and pthreads, with {@code Locks} (mutexes and
 *       rwlocks), {@code Conditions} (condition variables), {@code Varargs} (variadic functions),
 *       {@code Text} (string functions, {@code printf}) and {@code Intrinsics} (arithmetic
 *       intrinsics); {@code Chunks} and {@code Leaves} split wide accesses into events.
 *   <li>{@code SignedOverflow} is the arithmetic of {@code --check overflow}, compiled in only when
 *       the check is on.
 * </ul>
 *
 * <h2>Invariants</h2>
 *
 * <ul>
 *   <li>A thread is always paused before a visible operation, described by the plain fields of
 *       {@code ThreadState}, or terminal.
 *   <li>Registers hold scalars zero-extended to 64 bits; floats and doubles as their IEEE bits.
 *   <li>{@code byval} arguments are copied into a local of the callee; the copy reads its source
 *       directly, not as events.
 *   <li>Library functions that work on strings ({@code strcpy}, {@code strlen}, …), {@code
 *       realloc}, and the writes of a thread handle by {@code pthread_create} and of a result by
 *       {@code pthread_join} access memory directly, not as events.
 * </ul>
 */
package org.jsmc.exec.machine;
