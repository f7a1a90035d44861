package org.jsmc.svcomp.witness;

/**
 * Where the violation happens: thread {@code thread} (by creation number, see {@link Step}) at
 * {@code place}. A data race has two targets, the two racing accesses.
 */
public record Target(int thread, Place place) {}
