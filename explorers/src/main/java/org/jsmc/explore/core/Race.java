package org.jsmc.explore.core;

/**
 * A race {@code e ⋖ e'} of the current trace (Abdulla et al. JACM'17 Def. 4.1): {@code e'}
 * conflicts with the earlier {@code e}, happens after it without a step in between that would have
 * to be reversed first, and could run before it. With observers, a race between two writes counts
 * only through a read that observes the later write, and its reversal runs that read.
 *
 * @param e the position of the earlier step
 * @param later the later step {@code e'}: a step of the trace, or a pending step of a thread that
 *     never ran it (blocked at the end, or cut off by an error or {@code exit})
 * @param observer with observers, for a write–write race, the position of the first read observing
 *     {@code later}, or {@code e} itself if none does yet; otherwise -1
 */
public record Race(int e, Step later, int observer) {}
