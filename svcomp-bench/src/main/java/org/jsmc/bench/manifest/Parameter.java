package org.jsmc.bench.manifest;

/**
 * A macro of a family's program, passed as {@code -DNAME=value}.
 *
 * @param name the macro, e.g. {@code N}
 * @param meaning what it scales, for humans
 */
public record Parameter(String name, String meaning) {}
