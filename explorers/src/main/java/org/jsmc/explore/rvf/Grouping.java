package org.jsmc.explore.rvf;

/** How the candidate sources of a read are split into the good-write sets of its children. */
public enum Grouping {
    /** One child per value (RVF-SMC, Alg. 2 l. 21–24): the reads-value-from equivalence. */
    BY_VALUE,
    /** One child per write: reads-from SMC, exactly one trace per reads-from class. */
    BY_WRITE,
    /**
     * One child per value, as {@link #BY_VALUE}, and a complete trace whose view a branch to its
     * left explored is dropped ({@code EarlierBranches}): the view equivalence ({@code
     * explore.view}), exactly one reported trace per class.
     */
    BY_VIEW
}
