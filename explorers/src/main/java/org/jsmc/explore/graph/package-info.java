/**
 * Execution graphs (seed-003 §1.2; TruSt, POPL'22): nodes per thread in program order with spawn
 * and join edges, reads-from, coherence order per location, SC consistency as acyclicity of {@code
 * po ∪ rf ∪ co ∪ fr} with RMW atomicity ({@link org.jsmc.explore.graph.Consistency}), porf-prefixes
 * ({@link org.jsmc.explore.graph.Porf}), restriction, and the replay of a graph through the
 * interpreter ({@link org.jsmc.explore.graph.Replay}). The algorithms that explore graphs live in
 * packages of their own ({@link org.jsmc.explore.trust}).
 */
package org.jsmc.explore.graph;
