/**
 * Analyses of lowered functions, computed once per function when the interpreter links a module.
 *
 * <p>{@link org.jsmc.ir.pass.Loops} finds the loops that {@code --unroll N} bounds: back edges by a
 * depth-first search, natural loop bodies, nesting, and dominators ({@code ControlFlow}, after
 * Cooper, Harvey and Kennedy 2001) to tell reducible loops from irreducible cycles. Results are
 * immutable arrays, queried on the interpreter's branch path without allocation.
 */
package org.jsmc.ir.pass;
