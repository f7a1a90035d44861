package org.jsmc.explore.rvf;

/** How the candidate sources of a read are split into the good-write sets of its children. */
public enum Grouping {
    /** One child per value (RVF-SMC, Alg. 2 l. 21–24): the reads-value-from equivalence. */
    BY_VALUE,
    /** One child per write: reads-from SMC, exactly one trace per reads-from class. */
    BY_WRITE,
    /**
     * One child per value, where a read keeps only its value: its good writes are every write of
     * that value in each later instance, and the causal map forbids values instead of writes. The
     * view equivalence ({@code explore.view}), exactly one trace per class.
     */
    BY_VIEW
}
