/**
 * Reads-from SMC ({@code rf}): exactly one complete trace per reads-from class under sequential
 * consistency, the equivalence of Abdulla, Atig, Jonsson, Lång, Ngo, Sagonas OOPSLA'19 (Nidhugg's
 * {@code --rf}). The search is RVF-SMC's ({@code explore.rvf}) with one source per child; see
 * {@link org.jsmc.explore.rf.ReadsFromExplorer} for why that is exact.
 */
package org.jsmc.explore.rf;
