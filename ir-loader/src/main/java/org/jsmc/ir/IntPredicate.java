package org.jsmc.ir;

/** The predicates of {@code icmp}. */
public enum IntPredicate {
    EQ,
    NE,
    UGT,
    UGE,
    ULT,
    ULE,
    SGT,
    SGE,
    SLT,
    SLE
}
