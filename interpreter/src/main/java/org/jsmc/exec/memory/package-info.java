/**
 * The deterministic address space of one execution.
 *
 * <h2>Main types</h2>
 *
 * <ul>
 *   <li>{@link org.jsmc.exec.memory.Geometry}: the fixed layout (null page, function slots, the
 *       globals region, one region per thread index), for 64-bit and ILP32 targets.
 *   <li>{@link org.jsmc.exec.memory.AddressSpace}: every object by address, bump allocation per
 *       region, escape tracking.
 *   <li>{@link org.jsmc.exec.memory.MemObject}: one allocation, its bytes, liveness and visibility.
 * </ul>
 *
 * <h2>Invariants</h2>
 *
 * <ul>
 *   <li>Addresses depend only on the thread that allocates and on how many allocations it made
 *       before, never on the schedule; freed objects and dead locals are never reused, so use after
 *       free is detected.
 *   <li>An object is shared once its address escapes: stored into a shared object (a pointer, or an
 *       integer of pointer size, since optimised code moves pointers as {@code i64}), passed to
 *       {@code pthread_create}, returned from a thread, or converted with {@code ptrtoint}. A
 *       private object remembers the private objects whose addresses were stored into it, and they
 *       escape with it. Escape is conservative: an integer that merely looks like an address may
 *       make an object shared, which only adds events.
 * </ul>
 *
 * <p>Not thread-safe; owned by one execution.
 */
package org.jsmc.exec.memory;
